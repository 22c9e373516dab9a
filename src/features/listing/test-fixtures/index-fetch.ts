import { encodeIndex, type ListItem, type ListType } from '@site/cms-content/src/list-index';

/** Answers the list's index URL like the static host does, from in-memory items. */
export function serveIndex(type: ListType, items: ListItem[]): jest.Mock {
  const fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => encodeIndex(type, 'en', items),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
