/**
 * A minimal PDF 1.4 writer: A4 pages of Helvetica text with headings, enough for the
 * operation guide and brand materials. Text must be Latin-1 (the standard fonts'
 * encoding); the seed writes these documents in English.
 */
export interface PdfPage {
  heading: string;
  paragraphs: string[];
}

const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pageStream(title: string, page: PdfPage, number: number, total: number): string {
  const ops: string[] = ['BT', '/F2 11 Tf', '56 800 Td', `(${escape(title)}) Tj`, 'ET'];
  ops.push('BT', '/F2 18 Tf', '56 760 Td', `(${escape(page.heading)}) Tj`, 'ET');
  let y = 728;
  for (const paragraph of page.paragraphs) {
    for (const line of wrap(paragraph, 88)) {
      ops.push('BT', '/F1 11 Tf', `56 ${y} Td`, `(${escape(line)}) Tj`, 'ET');
      y -= 15;
    }
    y -= 9;
  }
  ops.push('BT', '/F1 9 Tf', '270 40 Td', `(Page ${number} of ${total}) Tj`, 'ET');
  return ops.join('\n');
}

export function buildPdf(title: string, pages: PdfPage[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const firstPage = 5;
  const kids = pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  pages.forEach((page, i) => {
    const stream = pageStream(title, page, i + 1, pages.length);
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });
  add(`<< /Title (${escape(title)}) /Producer (cms seed) >>`);
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
