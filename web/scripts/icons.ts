/**
 * After the build: the icons browsers and phones ask for, drawn from the site's own favicon.svg with
 * sharp, so there is one source to change. favicon.ico (16, 32 and 48 px; an ICO may hold PNGs, which
 * every current browser reads) for the browsers and tools that ask for it by name, apple-touch-icon.png
 * (180 px, square: iOS rounds it itself) and a web manifest with 192 and 512 px icons.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { brand } from '../../shared/business-facts.ts';

const siteDir = process.argv[2] ?? join(process.cwd(), 'build', 'client');
const rounded = readFileSync(join(process.cwd(), 'web', 'public', 'favicon.svg'), 'utf8');
// Home screens and maskable icons cut their own shape, so those get the square, full-bleed drawing.
const square = rounded.replace(/ rx="[\d.]+"/, '');

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file of PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
export function icoOf(images: readonly { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const icoSizes = [16, 32, 48];
writeFileSync(
  join(siteDir, 'favicon.ico'),
  icoOf(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(rounded, size) })))),
);
writeFileSync(join(siteDir, 'apple-touch-icon.png'), await png(square, 180));
writeFileSync(join(siteDir, 'icon-192.png'), await png(rounded, 192));
writeFileSync(join(siteDir, 'icon-512.png'), await png(rounded, 512));
writeFileSync(join(siteDir, 'icon-maskable-512.png'), await png(square, 512));
writeFileSync(
  join(siteDir, 'manifest.webmanifest'),
  JSON.stringify(
    {
      name: brand.name,
      short_name: brand.name,
      lang: 'nl',
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: '#0b6355',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  ),
);
console.log(`Iconen: favicon.ico (${icoSizes.join(', ')} px), apple-touch-icon.png, manifest.webmanifest met 192 en 512 px`);
