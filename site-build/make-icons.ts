/**
 * Draws the site's icons from one SVG (static/icon.svg): favicon.ico (16, 32 and 48 px PNGs in
 * an ICO container), the Apple touch icon, the 192 and 512 px app icons of the web app
 * manifest, and the default sharing image. The outputs are committed; run this again after
 * changing the SVG: `npx tsx site-build/make-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const STATIC_DIR = path.resolve(__dirname, '../static');
/** The brand colour of src/styles/tokens.css. */
const BRAND = '#0b4f8a';

/** A chip with pins on each side, white on the brand colour, on a square of `size`. */
export function iconSvg(size = 512, { rounded = true } = {}): string {
  const pins = [148, 212, 276, 340]
    .map(
      (at) =>
        `<rect x="${at}" y="64" width="24" height="64" rx="6"/><rect x="${at}" y="384" width="24" height="64" rx="6"/>` +
        `<rect x="64" y="${at}" width="64" height="24" rx="6"/><rect x="384" y="${at}" width="64" height="24" rx="6"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
<rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="${BRAND}"/>
<g fill="#fff">${pins}<rect x="128" y="128" width="256" height="256" rx="28"/></g>
<circle cx="176" cy="176" r="18" fill="${BRAND}"/>
<rect x="200" y="236" width="112" height="40" rx="8" fill="${BRAND}"/>
</svg>`;
}

/** An ICO file holding PNG images (supported by every browser since Windows Vista's format). */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

/** The default Open Graph image (1200×630): the icon centred on the brand colour. */
async function sharingImage(): Promise<Buffer> {
  const icon = await png(iconSvg(512, { rounded: false }), 360);
  return sharp({ create: { width: 1200, height: 630, channels: 3, background: BRAND } })
    .composite([{ input: icon, top: 135, left: 420 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function main() {
  const svg = iconSvg();
  fs.writeFileSync(path.join(STATIC_DIR, 'icon.svg'), `${svg}\n`);
  const small = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await png(svg, size) })));
  fs.writeFileSync(path.join(STATIC_DIR, 'favicon.ico'), icoFromPngs(small));
  // iOS draws its own rounded corners and fills transparency with black: a square icon.
  fs.writeFileSync(
    path.join(STATIC_DIR, 'apple-touch-icon.png'),
    await png(iconSvg(512, { rounded: false }), 180),
  );
  fs.writeFileSync(path.join(STATIC_DIR, 'icon-192.png'), await png(svg, 192));
  fs.writeFileSync(path.join(STATIC_DIR, 'icon-512.png'), await png(svg, 512));
  fs.writeFileSync(path.join(STATIC_DIR, 'og-image.png'), await sharingImage());
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
