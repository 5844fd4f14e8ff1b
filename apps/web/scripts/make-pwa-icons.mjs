#!/usr/bin/env node
// Draws the lite app's icons (apps/web/public/icons/*.png) from the brand mark of favicon.svg: the gold
// "A" (#f5b301, the theme's accent) on the dark tile (#0f1420). Run again when the mark changes:
//   node apps/web/scripts/make-pwa-icons.mjs
// No image library: the mark is two polygons, drawn with 4x4 supersampling and written as PNG with zlib.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const tile = [0x0f, 0x14, 0x20];
const accent = [0xf5, 0xb3, 0x01];
// favicon.svg's mark in its 64x64 box: M20 44 32 16l12 28H36l-4-10-4 10z
const mark = [
  [20, 44],
  [32, 16],
  [44, 44],
  [36, 44],
  [32, 34],
  [28, 44],
];

function insidePolygon(x, y, polygon) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels. maskable: a full-bleed tile with the mark inside the central 80% safe zone. */
function draw(size, maskable) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  // The mark spans 20..44 x 16..44; maskable icons shrink it about the centre so it stays in the safe zone.
  const markScale = maskable ? 0.8 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let tileCover = 0;
      let markCover = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          const onTile = maskable || insideRoundedSquare(x, y, 14);
          if (!onTile) continue;
          tileCover++;
          const mx = 32 + (x - 32) / markScale;
          const my = 30 + (y - 30) / markScale;
          if (insidePolygon(mx, my, mark)) markCover++;
        }
      }
      const total = samples * samples;
      const alpha = tileCover / total;
      const mix = tileCover === 0 ? 0 : markCover / tileCover;
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = Math.round(tile[channel] * (1 - mix) + accent[channel] * mix);
      }
      pixels[offset + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(outDir, { recursive: true });
const icons = [
  ...[48, 72, 96, 144, 192, 512].map((size) => ({ name: `icon-${size}.png`, size, maskable: false })),
  { name: 'icon-maskable-192.png', size: 192, maskable: true },
  { name: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS puts its own rounded corners on a full square.
  { name: 'apple-touch-icon.png', size: 180, maskable: true },
];
for (const icon of icons) {
  writeFileSync(path.join(outDir, icon.name), png(icon.size, draw(icon.size, icon.maskable)));
}
console.log(`wrote ${icons.length} icons to ${outDir}`);
