import { isDevice, type Device } from './device';

/**
 * Settings as every process reads them (site build, site server, website API): a variable
 * set to an empty or blank value counts as unset, so `PORT=` means the default port and not
 * "port 0". Invalid values are refused when the process starts, naming the variable.
 */
export function presentSettings(env: Record<string, string | undefined>): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') present[name] = value;
  }
  return present;
}

/**
 * `GATSBY_ROOT_DEVICE`: which layout a site build puts at the root (`pc` or `mobile`; `pc`
 * when unset). The one reader for gatsby-config, gatsby-node and the site's public config.
 */
export function rootDeviceSetting(value: string | undefined): Device {
  const device = value?.trim();
  if (!device) return 'pc';
  if (!isDevice(device)) throw new Error(`GATSBY_ROOT_DEVICE must be "pc" or "mobile", got "${value}"`);
  return device;
}
