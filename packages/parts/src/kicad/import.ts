import fs from 'node:fs';
import path from 'node:path';
import type { PartRecord } from '../schema';
import { symbolToRecord } from './records';
import { readLibrary } from './symbols';

/** Where Debian's `kicad-symbols` puts the libraries; `PARTS_KICAD_DIR` overrides it. */
export const DEFAULT_KICAD_DIR = '/usr/share/kicad/symbols';

export interface KicadIssue {
  library: string;
  symbol: string;
  message: string;
}

export interface KicadProgress {
  library: string;
  /** Libraries read so far, of `libraries`. */
  done: number;
  libraries: number;
  symbols: number;
  imported: number;
  skipped: number;
  errors: number;
}

export interface KicadImportOptions {
  /** A symbol that could not be read or turned into a part (the import goes on). */
  onIssue?: (issue: KicadIssue) => void;
  /** After each library. */
  onProgress?: (progress: KicadProgress) => void;
  /** Date of the records (YYYY-MM-DD): the libraries' own date is not in the files. */
  updatedAt?: string;
}

/** The `.kicad_sym` files of a directory, by name. */
export function kicadLibraries(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.kicad_sym'))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * Part records of every symbol in the KiCad libraries of a directory that falls in an
 * imported category (packages/parts/README.md, "KiCad libraries"). Bad symbols and
 * unreadable files are reported through `onIssue` and never stop the import.
 */
export function* importKicad(dir: string, options: KicadImportOptions = {}): Generator<PartRecord> {
  const files = kicadLibraries(dir);
  const progress: KicadProgress = {
    library: '',
    done: 0,
    libraries: files.length,
    symbols: 0,
    imported: 0,
    skipped: 0,
    errors: 0,
  };
  const issue = (i: KicadIssue) => {
    progress.errors++;
    options.onIssue?.(i);
  };
  for (const file of files) {
    const library = path.basename(file, '.kicad_sym');
    progress.library = library;
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      issue({ library, symbol: '*', message: `cannot read: ${(error as Error).message}` });
      text = '';
    }
    if (text) {
      for (const symbol of readLibrary(library, text, issue)) {
        progress.symbols++;
        const outcome = symbolToRecord(symbol, options.updatedAt);
        if ('record' in outcome) {
          progress.imported++;
          yield outcome.record;
        } else if ('skipped' in outcome) progress.skipped++;
        else issue({ library, symbol: symbol.name, message: outcome.error });
      }
    }
    progress.done++;
    options.onProgress?.({ ...progress });
  }
}
