import { CreatedPages, type GatsbyPage } from './created-pages';

const page = (
  path: string,
  context: object = { locale: 'en' },
  component = '/t/news-detail.tsx',
): GatsbyPage => ({
  path,
  component,
  context,
});

/** Calls of one pass, as Gatsby's actions would receive them. */
function pass(created: CreatedPages, pages: GatsbyPage[]) {
  const createPage = jest.fn<void, [GatsbyPage]>();
  const deletePage = jest.fn<void, [string]>();
  const counts = created.update(pages, createPage, deletePage);
  return {
    counts,
    createdPaths: createPage.mock.calls.map(([p]) => p.path),
    deletedPaths: deletePage.mock.calls.map(([p]) => p),
  };
}

describe('CreatedPages', () => {
  const site = [page('/a'), page('/b'), page('/c')];

  function filled() {
    const created = new CreatedPages();
    const createPage = jest.fn();
    expect(created.ready).toBe(false);
    created.createAll(site, createPage);
    expect(createPage).toHaveBeenCalledTimes(3);
    expect(created.ready).toBe(true);
    return created;
  }

  it('creates nothing again when nothing changed', () => {
    expect(pass(filled(), site)).toEqual({
      counts: { changed: 0, again: 0, deleted: 0 },
      createdPaths: [],
      deletedPaths: [],
    });
  });

  it('creates new pages and pages whose context or component changed, and deletes gone ones', () => {
    const result = pass(filled(), [
      page('/a', { locale: 'en', previousId: 'x' }),
      page('/b', { locale: 'en' }, '/t/other.tsx'),
      page('/d'),
    ]);
    expect(result).toEqual({
      counts: { changed: 3, again: 0, deleted: 1 },
      createdPaths: ['/a', '/b', '/d'],
      deletedPaths: ['/c'],
    });
  });

  it('creates again, in every later pass, the pages an earlier pass created (Gatsby deletes them otherwise)', () => {
    const created = filled();
    pass(created, [page('/a', { locale: 'zh' }), page('/b'), page('/c')]);
    expect(pass(created, [page('/a', { locale: 'zh' }), page('/b'), page('/c')])).toEqual({
      counts: { changed: 0, again: 1, deleted: 0 },
      createdPaths: ['/a'],
      deletedPaths: [],
    });
    // A page deleted and planned again later is new again.
    pass(created, [page('/b'), page('/c')]);
    expect(pass(created, [page('/a', { locale: 'zh' }), page('/b'), page('/c')]).counts).toEqual({
      changed: 1,
      again: 0,
      deleted: 0,
    });
  });

  it('starts over when every page is created again (a new first pass)', () => {
    const created = filled();
    pass(created, [page('/a', { locale: 'zh' }), page('/b'), page('/c')]);
    created.createAll(site, jest.fn());
    expect(pass(created, site).counts).toEqual({ changed: 0, again: 0, deleted: 0 });
  });
});
