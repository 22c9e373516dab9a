import {
  REBUILD_PATH,
  REBUILD_STATUS_PATH,
  type BuildFailure,
  type BuildOutcome,
  type RebuildStatus,
} from '@site/releases';

export interface ReleaseRequestOptions {
  /** The builder's address (`http://127.0.0.1:8010`). */
  builderUrl: string;
  token: string;
  /** Called every `progressMs` while the build runs, with the seconds since the request. */
  onProgress?: (seconds: number) => void;
  progressMs?: number;
  pollMs?: number;
}

/**
 * Asks the builder for a release (`POST /__rebuild`, decision 099) and waits until it is live:
 * `npm start`'s first release is built like any publish. Rejects with the failure's summary
 * when the build fails (the builder's own retry is not waited for).
 */
export async function requestRelease(options: ReleaseRequestOptions): Promise<BuildOutcome> {
  const headers = { Authorization: `Bearer ${options.token}` };
  const status = async (): Promise<RebuildStatus> => {
    const response = await fetch(new URL(REBUILD_STATUS_PATH, options.builderUrl), { headers });
    if (!response.ok) throw new Error(`the builder's ${REBUILD_STATUS_PATH} answered ${response.status}`);
    return ((await response.json()) as { data: RebuildStatus }).data;
  };
  const before = await status();
  const asked = await fetch(new URL(REBUILD_PATH, options.builderUrl), { method: 'POST', headers });
  await asked.arrayBuffer();
  if (asked.status !== 202) throw new Error(`the builder's ${REBUILD_PATH} answered ${asked.status}`);
  const started = Date.now();
  let said = started;
  const isNew = (outcome: BuildOutcome | BuildFailure | null, old: BuildOutcome | BuildFailure | null) =>
    outcome !== null && outcome.id !== old?.id;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
    const now = await status();
    if (now.state === 'idle' && isNew(now.lastSuccess, before.lastSuccess)) return now.lastSuccess!;
    if (isNew(now.lastFailure, before.lastFailure)) {
      throw new Error(`the site build failed: ${now.lastFailure!.summary}`);
    }
    if (options.onProgress && Date.now() - said >= (options.progressMs ?? 30_000)) {
      said = Date.now();
      options.onProgress(Math.round((said - started) / 1000));
    }
  }
}
