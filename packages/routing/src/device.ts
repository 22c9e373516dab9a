export const DEVICES = ['pc', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

// Phones and tablets get the mobile layout; every other agent gets pc.
// iPadOS Safari that asks for the desktop site sends a Mac agent and is served pc.
const MOBILE_AGENT =
  /Mobi|Android|iPhone|iPad|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|Silk|Kindle|Tablet|PlayBook|webOS/i;

export function detectDevice(userAgent: string | undefined | null): Device {
  return userAgent && MOBILE_AGENT.test(userAgent) ? 'mobile' : 'pc';
}

export function isDevice(value: unknown): value is Device {
  return value === 'pc' || value === 'mobile';
}

export function otherDevice(device: Device): Device {
  return device === 'pc' ? 'mobile' : 'pc';
}

/** The regular expression source, for configurations outside Node (nginx). */
export const MOBILE_AGENT_PATTERN = MOBILE_AGENT.source;
