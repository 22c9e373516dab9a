import fs from 'node:fs';
import { inlineScriptHashes } from './inline-scripts';

/**
 * Inline script hashes per HTML file. Release folders are immutable and their real paths
 * contain the release id, so path + mtime + size identifies one file of one build.
 */
export class ScriptHashCache {
  private readonly entries = new Map<string, string[]>();

  constructor(private readonly maxEntries = 5000) {}

  async get(abs: string, stat: fs.Stats): Promise<string[]> {
    const key = `${abs}\0${stat.mtimeMs}\0${stat.size}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert to keep recently used entries at the end (least recently used go first).
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const hashes = inlineScriptHashes(await fs.promises.readFile(abs, 'utf8'));
    this.entries.set(key, hashes);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return hashes;
  }
}
