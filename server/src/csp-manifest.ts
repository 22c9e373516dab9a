import fs from 'node:fs';
import path from 'node:path';
import { DEVICES } from '@site/routing';
import { inlineScriptHashes } from './inline-scripts';

/**
 * nginx cannot hash inline scripts, so each release carries `csp.conf`: entries of the
 * `map "$release_key$uri" $csp_script_hashes` block in deploy/nginx/site.conf, one per HTML
 * file, keyed `<releaseId>/<build>/<path inside the build>`. Keys name the release, so the
 * maps of the live and the next release can be loaded side by side before the switch.
 */
export const CSP_MANIFEST_FILE = 'csp.conf';

async function* htmlFiles(dir: string, prefix = ''): AsyncGenerator<string> {
  for (const entry of await fs.promises.readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* htmlFiles(dir, rel);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield rel;
  }
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export interface CspManifestSummary {
  file: string;
  entries: number;
  /** Keys left out because nginx map keys compare case-insensitively and they collided. */
  skipped: string[];
}

export async function writeCspManifest(releaseDir: string): Promise<CspManifestSummary> {
  const realDir = await fs.promises.realpath(releaseDir);
  const releaseId = path.basename(realDir);
  const lines = [`# Inline script hashes of release ${releaseId}; generated, do not edit.`];
  const seen = new Set<string>();
  const skipped: string[] = [];
  for (const build of DEVICES) {
    const buildDir = path.join(realDir, build);
    if (!fs.existsSync(buildDir)) continue;
    for await (const rel of htmlFiles(buildDir)) {
      const key = `${releaseId}/${build}/${rel}`;
      if (seen.has(key.toLowerCase())) {
        skipped.push(key);
        continue;
      }
      seen.add(key.toLowerCase());
      const hashes = inlineScriptHashes(await fs.promises.readFile(path.join(buildDir, rel), 'utf8'));
      if (hashes.length) lines.push(`${quote(key)} ${quote(hashes.join(' '))};`);
    }
  }
  const file = path.join(realDir, CSP_MANIFEST_FILE);
  await fs.promises.writeFile(`${file}.tmp`, `${lines.join('\n')}\n`);
  await fs.promises.rename(`${file}.tmp`, file);
  return { file, entries: lines.length - 1, skipped };
}

if (require.main === module) {
  const [dir] = process.argv.slice(2);
  if (!dir) {
    process.stderr.write('usage: npx tsx server/src/csp-manifest.ts <release dir>\n');
    process.exit(2);
  }
  writeCspManifest(path.resolve(dir))
    .then((summary) =>
      process.stdout.write(`${JSON.stringify({ msg: 'csp manifest written', ...summary })}\n`),
    )
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}
