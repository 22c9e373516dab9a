import { SMALL_SEED, cmsTests, startCms, type CmsApp } from './helpers/cms-app';
import { getJson } from './helpers/http';

interface Media {
  id: number;
  url: string;
}
interface Brand {
  documentId: string;
  slug: string;
  membersOnly: boolean;
  logo: Media | null;
  materialFiles: Media[] | null;
}

let app: CmsApp | null;
let secret: Brand;
let open: Brand;

// Seventeen brands: the seed gives brand 16 members-only material files and brand 0 public ones.
const SEED = { ...SMALL_SEED, brands: 17 };

const fetchRaw = (path: string, init: RequestInit = {}) =>
  fetch(`${app!.url}${path}`, { redirect: 'manual', ...init });
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/**
 * Edits a brand's drafts as the admin panel would, in every locale: Strapi does not always
 * copy a shared field to the other locales' drafts, and a file stays private while any
 * version of a members-only item uses it.
 */
async function updateBrand(documentId: string, data: Record<string, unknown>) {
  for (const locale of ['ja', 'zh', 'en']) {
    await app!.strapi.documents('api::brand.brand').update({ documentId, locale, data: data as never });
  }
}

async function brands(membersOnly: boolean): Promise<Brand[]> {
  const res = await getJson<{ data: Brand[] }>(
    `${app!.url}/api/brands?locale=en&filters[membersOnly]=${membersOnly}&populate[0]=materialFiles&populate[1]=logo&pagination[pageSize]=100`,
    app!.token,
  );
  return res.json.data;
}

beforeAll(async () => {
  app = await startCms(SEED);
  if (!app) return;
  secret = (await brands(true)).find((b) => (b.materialFiles ?? []).length > 0)!;
  open = (await brands(false)).find((b) => (b.materialFiles ?? []).length > 0)!;
});

const run = cmsTests(() => app);

describe('members-only files under /uploads', () => {
  run('the seed has a members-only brand and a public brand with material files', async () => {
    expect(secret.materialFiles![0].url).toMatch(/^\/uploads\/.+\.pdf$/);
    expect(open.materialFiles![0].url).toMatch(/^\/uploads\/.+\.pdf$/);
  });

  run('a members-only file answers 404 without a token, like a missing file', async () => {
    const url = secret.materialFiles![0].url;
    const missing = await fetchRaw('/uploads/no-such-file_0123456789.pdf');
    const res = await fetchRaw(url);
    expect(res.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await res.text()).toBe(await missing.text());
    expect(res.headers.get('content-type')).toBe(missing.headers.get('content-type'));
    expect((await fetchRaw(url, { method: 'HEAD' })).status).toBe(404);
  });

  run('encoded, dotted or doubled paths to the file answer 404 as well', async () => {
    const name = secret.materialFiles![0].url.slice('/uploads/'.length);
    for (const path of [
      `/%75ploads/${name}`,
      `/uploads%2F${name}`,
      `/uploads/./${name}`,
      `/static/../uploads/${name}`,
      `/uploads/${encodeURIComponent(name).replace(/\./g, '%2E')}`,
      `/uploads/${name}?download=1`,
    ]) {
      const res = await fetchRaw(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(await res.text()).not.toContain('%PDF');
    }
  });

  run('the full-access token gets the file, marked private', async () => {
    const res = await fetchRaw(secret.materialFiles![0].url, bearer(app!.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await res.text()).startsWith('%PDF')).toBe(true);
  });

  run('a wrong token or a read-only token does not get the file', async () => {
    const service = app!.strapi.service('admin::api-token-content-api') as unknown as {
      create(attributes: Record<string, unknown>): Promise<{ accessKey: string }>;
    };
    const readOnly = await service.create({ name: 'read-only probe', type: 'read-only', lifespan: null });
    for (const token of [`${app!.token}x`, readOnly.accessKey]) {
      expect((await fetchRaw(secret.materialFiles![0].url, bearer(token))).status).toBe(404);
    }
    const basic = await fetchRaw(secret.materialFiles![0].url, {
      headers: { Authorization: `Basic ${app!.token}` },
    });
    expect(basic.status).toBe(404);
  });

  run('public logos and the files of a public brand are still served to anyone', async () => {
    for (const url of [secret.logo!.url, open.logo!.url, open.materialFiles![0].url]) {
      const res = await fetchRaw(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.headers.get('cache-control')).not.toBe('private, no-store');
    }
  });

  run(
    'a brand made members-only hides its files at once, and shows them again when made public',
    async () => {
      const url = open.materialFiles![0].url;
      await updateBrand(open.documentId, { membersOnly: true });
      expect((await fetchRaw(url)).status).toBe(404);
      expect((await fetchRaw(url, bearer(app!.token))).status).toBe(200);
      await updateBrand(open.documentId, { membersOnly: false });
      await app!.strapi.documents('api::brand.brand').publish({ documentId: open.documentId, locale: '*' });
      expect((await fetchRaw(url)).status).toBe(200);
    },
  );

  run('a file attached to a members-only brand becomes private at once', async () => {
    const logo = open.logo!;
    expect((await fetchRaw(logo.url)).status).toBe(200);
    const files = secret.materialFiles!.map((file) => file.id);
    await updateBrand(secret.documentId, { materialFiles: [...files, logo.id] });
    expect((await fetchRaw(logo.url)).status).toBe(404);
    await updateBrand(secret.documentId, { materialFiles: files });
    // The published version still lists only the original files: the logo is public again.
    expect((await fetchRaw(logo.url)).status).toBe(200);
  });
});
