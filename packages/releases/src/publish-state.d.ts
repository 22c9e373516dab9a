/**
 * The publish state as the builder answers it (`POST /__rebuild`, `GET /__rebuild/status`,
 * decisions 072 and 099): the builds, the nodes and each changed document. Answered by
 * publish/src/scheduler.ts, read by `npm start` (publish/src/builder-client.ts) and the CMS's
 * publish-state route (cms/src/publish-state).
 *
 * Types only, in a declaration file: the CMS is its own TypeScript project (rootDir `cms/`) and
 * imports this file by its path; a `.ts` file outside its rootDir would join its compilation
 * and be refused (TS6059), a declaration file is only read.
 */

/** Where one node stands after the latest publish that tried to reach it. */
export interface NodeState {
  /** The target as written in RELEASE_TARGETS. */
  node: string;
  /** `live`: serves the release of that publish; `failed`: kept the release it had. */
  state: 'live' | 'failed';
  /** The release the node serves as far as the builder knows (null: not known yet). */
  release: string | null;
  /** The release that publish brought. */
  attempted: string;
  /** What went wrong (`receive: …`, `hook: …`, `switch: …`), null when live. */
  reason: string | null;
  at: string;
}

export interface BuildOutcome {
  id: string;
  finishedAt: string;
  durationMs: number;
  /** With RELEASE_TARGETS: where the release went live and which nodes kept their previous one. */
  nodes?: NodeState[];
}

export interface BuildFailure extends BuildOutcome {
  reason: string;
  /** One line an editor can read: the first error line of the output, else `reason`. */
  summary: string;
  exitCode: number | null;
  outputTail: string;
  /** 1 for a build asked for by requests, 2 for the automatic retry. */
  attempt: number;
}

/** One change the CMS reported (webhook payload): which document, which locale, what happened. */
export interface ChangeRequest {
  /** The CMS model name: `news-article`, `notice`, `brand`, `enterprise`, … */
  type: string;
  documentId: string;
  /** CMS locale code (`ja`, `zh`, `en`); null for types without locales. */
  locale: string | null;
  /** `entry.publish`, `entry.unpublish`, `entry.delete`, … */
  event: string;
}

/**
 * Where the latest change of a document+locale stands: `queued` until a build starts,
 * `building` while the build that includes it runs, then `live` (since, release) or
 * `failed` (reason; `retryAt` when the automatic retry is scheduled).
 */
export interface ChangeState extends ChangeRequest {
  state: 'queued' | 'building' | 'live' | 'failed';
  requestedAt: string;
  /** Id of the build that includes (or included) the change. */
  buildId: string | null;
  attempt: number;
  liveSince: string | null;
  releaseId: string | null;
  reason: string | null;
  retryAt: string | null;
}

export interface RebuildStatus {
  state: 'idle' | 'pending' | 'building';
  /** A request arrived during the running build: exactly one more build follows it. */
  rebuildQueued: boolean;
  requests: number;
  lastRequestAt: string | null;
  buildingSince: string | null;
  lastSuccess: BuildOutcome | null;
  lastFailure: BuildFailure | null;
  /** When the automatic retry of a failed build starts, if one is scheduled. */
  retryAt: string | null;
  /** Each node of RELEASE_TARGETS after the latest publish ([] without them). */
  nodes: NodeState[];
}

/** What `POST /__rebuild` answers: the scheduler's status and the state of the change it named. */
export interface RequestAnswer extends RebuildStatus {
  change: ChangeState | null;
}

/** What `GET /__rebuild/status?type=&documentId=&locale=&slug=` answers. */
export interface DocumentStatus {
  type: string;
  documentId: string;
  locale: string | null;
  /** The latest change since the server started, or null. */
  change: ChangeState | null;
  /** Path of the document's page on the site, when the type has pages and a slug was given. */
  path: string | null;
  build: Pick<RebuildStatus, 'state' | 'buildingSince' | 'retryAt'> & {
    live: BuildOutcome | null;
  };
}
