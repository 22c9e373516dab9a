/**
 * `assembleRelease` in a worker thread. The assembly is synchronous file work (a stat and up
 * to three hard links per file: 96,000 files per variant at 10× content). Run on the main
 * thread, the two variants that `publish/src/build-sites.ts` builds at once took turns on one
 * event loop. One variant's assembly then held up the other's warm-build answer and its
 * compression (decision 078). In a thread each, they run side by side.
 */
import fs from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { readFilesManifest } from '@site/releases';
import { assembleRelease, type AssembleSummary } from './assemble';

export interface ThreadAssembleOptions {
  from: string;
  to: string;
  previous?: string;
  /** `to` is the previous release's link copy (`AssembleOptions.prepared`). */
  prepared?: boolean;
  /** The previous release's files manifest (read in the thread). */
  previousManifestFile?: string;
  /** Where the new release's files manifest is written (in the thread). */
  manifestFile: string;
  /** Files of `from` whose relative path ends with one of these are left out of the release. */
  excludeSuffixes: string[];
}

export type ThreadAssembleSummary = Omit<AssembleSummary, 'manifest'> & {
  /** The previous release's files manifest was read: `removed` is complete. */
  comparedWithManifest: boolean;
};

const KIND = 'assemble-release';

async function assembleHere(options: ThreadAssembleOptions): Promise<ThreadAssembleSummary> {
  const previousManifest = options.previousManifestFile
    ? await readFilesManifest(options.previousManifestFile)
    : undefined;
  const { manifest, ...summary } = await assembleRelease({
    from: options.from,
    to: options.to,
    previous: options.previous,
    prepared: options.prepared,
    previousManifest,
    exclude: (rel) => options.excludeSuffixes.some((suffix) => rel.endsWith(suffix)),
  });
  fs.writeFileSync(options.manifestFile, JSON.stringify(manifest));
  return { ...summary, comparedWithManifest: previousManifest !== undefined };
}

/** Assembles a release folder in a worker thread; resolves with its summary. */
export function assembleInThread(options: ThreadAssembleOptions): Promise<ThreadAssembleSummary> {
  return new Promise((resolve, reject) => {
    // The thread loads this file through tsx, as the process that starts it was.
    const worker = new Worker(
      `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(__filename)});`,
      {
        eval: true,
        workerData: { kind: KIND, options },
      },
    );
    worker.once('message', (message: { summary?: ThreadAssembleSummary; error?: string }) => {
      if (message.summary) resolve(message.summary);
      else reject(new Error(message.error ?? 'the release assembly failed'));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the release assembly thread exited with ${code}`));
    });
  });
}

if (!isMainThread && (workerData as { kind?: string } | null)?.kind === KIND) {
  const { options } = workerData as { options: ThreadAssembleOptions };
  assembleHere(options).then(
    (summary) => parentPort!.postMessage({ summary }),
    (error: unknown) =>
      parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}
