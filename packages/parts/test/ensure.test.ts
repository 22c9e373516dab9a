import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePartsData } from '../src/ensure';

describe('ensurePartsData', () => {
  it('fills a missing database once, with progress lines, and leaves a filled one alone', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'parts-ensure-')), 'parts.sqlite');
    const lines: string[] = [];
    const first = await ensurePartsData({
      count: 1500,
      config: { kind: 'sqlite', path: file },
      log: (l) => lines.push(l),
    });
    expect(first).toEqual({ created: true, parts: 1500 });
    expect(lines[0]).toBe('parts: generating 1,500 demo parts');
    expect(lines.at(-1)).toMatch(/^parts: 1,500 parts ready in/);
    const second = await ensurePartsData({
      count: 9999,
      config: { kind: 'sqlite', path: file },
      log: (l) => lines.push(l),
    });
    expect(second).toEqual({ created: false, parts: 1500 });
  });
});
