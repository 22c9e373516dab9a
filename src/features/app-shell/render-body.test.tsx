/**
 * @jest-environment node
 */
import React, { Suspense, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { renderBody, streamBytes, withoutNulBytes } from './render-body';

/** A page of Japanese text whose characters fall on the stream's 2,048-byte views at every offset. */
function japanesePage(padding: number): ReactElement {
  return (
    <main>
      <p>{'x'.repeat(padding)}</p>
      {Array.from({ length: 12 }, (_, i) => (
        <section key={i} aria-label={`公式サイト ${i}`}>
          <h2>半導体・エレクトロニクス業界のニュース {i}</h2>
          <p>
            {'当サイトでは、表示言語の保存やサイトの利用状況の把握のためにクッキーを使用します。'.repeat(4)}
          </p>
        </section>
      ))}
    </main>
  );
}

describe('the page body as Gatsby builds it', () => {
  it('holds no NUL byte and is the markup React renders as a string, whatever falls on a view boundary', async () => {
    for (let padding = 0; padding < 3; padding++) {
      const html = await renderBody(japanesePage(padding));
      expect(html).not.toContain('\u0000');
      expect(html).toBe(renderToString(japanesePage(padding)));
    }
  });

  it('needs the repair: React 18.3’s stream pads such boundaries with NUL bytes', async () => {
    const padded = await Promise.all([0, 1, 2].map((padding) => streamBytes(japanesePage(padding))));
    expect(padded.some((bytes) => bytes.includes(0))).toBe(true);
  });

  it('waits for every Suspense boundary, as Gatsby’s renderer does', async () => {
    let ready = false;
    const promise = new Promise<void>((resolve) => setTimeout(() => ((ready = true), resolve()), 10));
    function Late() {
      if (!ready) throw promise;
      return <p>遅れて届く本文</p>;
    }
    const html = await renderBody(
      <Suspense fallback={<p>loading</p>}>
        <Late />
      </Suspense>,
    );
    expect(html).toContain('遅れて届く本文');
    expect(html).not.toContain('loading');
  });

  it('fails the page when rendering throws', async () => {
    function Broken(): ReactElement {
      throw new Error('broken template');
    }
    await expect(renderBody(<Broken />)).rejects.toThrow('broken template');
  });
});

describe('withoutNulBytes', () => {
  it('drops every NUL byte and keeps every other byte of the UTF-8 text', () => {
    const text = Buffer.concat([
      Buffer.from('コネク'),
      Buffer.from([0]),
      Buffer.from('タ'),
      Buffer.from([0, 0]),
    ]);
    expect(withoutNulBytes(text).toString('utf8')).toBe('コネクタ');
    const clean = Buffer.from('公式サイト');
    expect(withoutNulBytes(clean)).toBe(clean);
  });
});
