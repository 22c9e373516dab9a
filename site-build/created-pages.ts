import crypto from 'node:crypto';

/** A page as `createPage` takes it. */
export interface GatsbyPage {
  path: string;
  component: string;
  context: object;
}

const digestOf = (page: GatsbyPage) =>
  crypto
    .createHash('sha1')
    .update(page.component)
    .update('\0')
    .update(JSON.stringify(page.context))
    .digest('hex');

/**
 * What the pages of this process were created with, so that a later `createPages` in the same
 * process (the warm build, publish/src/warm-build/daemon.ts) calls `createPage` only for the pages
 * that are new or changed instead of for all of them (decision 080).
 *
 * Gatsby deletes, after each `createPages`, the pages it did not create again, except those
 * created in `createPagesStatefully` while that API is not run. So every page is first created
 * there (`createAll`); a later pass (`update`) creates the new and changed pages, creates again
 * the pages it created in an earlier pass (they are not stateful), and deletes the gone ones.
 */
export class CreatedPages {
  private digests = new Map<string, string>();
  /** Pages created by `update`: Gatsby deletes them unless each later pass creates them again. */
  private notStateful = new Set<string>();
  private filled = false;

  /** True once `createAll` ran in this process. */
  get ready(): boolean {
    return this.filled;
  }

  /** Creates every page (in `createPagesStatefully`). */
  createAll(pages: readonly GatsbyPage[], createPage: (page: GatsbyPage) => void): void {
    this.digests = new Map();
    this.notStateful = new Set();
    for (const page of pages) {
      createPage(page);
      this.digests.set(page.path, digestOf(page));
    }
    this.filled = true;
  }

  /**
   * Creates the pages that are new or changed since the last pass (`changed`) and those an
   * earlier `update` created (`again`); deletes the pages that are gone. Returns the counts.
   */
  update(
    pages: readonly GatsbyPage[],
    createPage: (page: GatsbyPage) => void,
    deletePage: (path: string) => void,
  ): { changed: number; again: number; deleted: number } {
    const previous = this.digests;
    this.digests = new Map();
    let changed = 0;
    let again = 0;
    for (const page of pages) {
      const digest = digestOf(page);
      this.digests.set(page.path, digest);
      if (previous.get(page.path) !== digest) changed += 1;
      else if (this.notStateful.has(page.path)) again += 1;
      else continue;
      createPage(page);
      this.notStateful.add(page.path);
    }
    let deleted = 0;
    for (const path of previous.keys()) {
      if (this.digests.has(path)) continue;
      deletePage(path);
      this.notStateful.delete(path);
      deleted += 1;
    }
    return { changed, again, deleted };
  }
}
