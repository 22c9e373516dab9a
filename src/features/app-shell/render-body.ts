import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The page body's HTML for Gatsby's static pages (gatsby-ssr `replaceRenderer`): what Gatsby's
 * own renderer does (React's stream, read once every Suspense boundary is ready), less the NUL
 * bytes React 18.3 writes into it.
 *
 * React's stream encodes text into 2,048-byte views. When a character of three bytes (every
 * kana and kanji) no longer fits in what is left of a view, React flushes the whole view, the
 * one or two bytes it did not fill included, and goes on in a new one (`writeStringChunk` in
 * react-dom-server.node, 18.3.1; facebook/react#31134). Each such view boundary put NUL bytes
 * into the text: one built release had them in 1,561 of its 9,734 pages, in running text (which
 * the HTML parser drops) and in attributes (which it turns into U+FFFD: an `aria-label` read as
 * "公式�サイト"). The padding is all the stream adds, and HTML has no place for a NUL byte
 * (a parse error wherever it stands), so every NUL byte goes.
 */
export async function renderBody(element: ReactElement): Promise<string> {
  return withoutNulBytes(await streamBytes(element)).toString('utf8');
}

/**
 * The bytes of React's stream as Gatsby's renderer reads them: once every Suspense boundary is
 * ready, an error anywhere failing the page.
 */
export function streamBytes(element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, next) {
        chunks.push(Buffer.from(chunk));
        next();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    sink.on('error', reject);
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(sink);
      },
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** The bytes without any NUL byte (0x00 is never part of another UTF-8 character's bytes). */
export function withoutNulBytes(bytes: Buffer): Buffer {
  if (!bytes.includes(0)) return bytes;
  const out = Buffer.allocUnsafe(bytes.length);
  let length = 0;
  for (const byte of bytes) if (byte !== 0) out[length++] = byte;
  return out.subarray(0, length);
}
