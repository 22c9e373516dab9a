import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';

export interface SeedFile {
  /** File name in the media library; the key that makes re-runs reuse the file. */
  name: string;
  mime: string;
  content: Buffer;
  alternativeText?: string;
}

/**
 * Uploads a file once; later runs find it by name and return its id (to replace a seed
 * file, delete it in the media library first).
 */
export async function ensureUpload(strapi: Core.Strapi, file: SeedFile): Promise<number> {
  const existing = (await strapi.db.query('plugin::upload.file').findOne({
    select: ['id'],
    where: { name: file.name },
  })) as { id: number } | null;
  if (existing) return existing.id;
  const dir = mkdtempSync(join(tmpdir(), 'cms-seed-'));
  try {
    const filepath = join(dir, file.name);
    writeFileSync(filepath, file.content);
    const [uploaded] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: file.name, alternativeText: file.alternativeText ?? null } },
        files: { filepath, originalFilename: file.name, mimetype: file.mime, size: file.content.length },
      })) as Array<{ id: number }>;
    return uploaded.id;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const readAsset = (path: string): Buffer => readFileSync(path);
