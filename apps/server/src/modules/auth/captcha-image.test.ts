import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { captchaAlphabet, renderCaptchaPng } from './captcha-image.js';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Small seeded generator so a test can ask for the exact same image twice. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = pngSignature.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    chunks.push({ type, data, crc: png.readUInt32BE(offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

/** Decodes what the renderer writes: RGB, 8-bit, filter 0 on every row. */
function decode(png: Buffer) {
  const chunks = readChunks(png);
  const header = chunks.find((chunk) => chunk.type === 'IHDR')?.data;
  if (header === undefined) throw new Error('No IHDR');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const idat = Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data));
  const raw = inflateSync(idat);
  return { chunks, header, width, height, raw };
}

/** Pixels darker than any line, speckle or background the renderer draws: in practice, glyph ink. */
function countDarkPixels(png: Buffer): number {
  const { width, height, raw } = decode(png);
  let dark = 0;
  for (let y = 0; y < height; y++) {
    const rowStart = y * (1 + width * 3) + 1;
    for (let x = 0; x < width; x++) {
      const offset = rowStart + x * 3;
      const luminance =
        0.299 * (raw[offset] ?? 0) + 0.587 * (raw[offset + 1] ?? 0) + 0.114 * (raw[offset + 2] ?? 0);
      if (luminance < 110) dark++;
    }
  }
  return dark;
}

describe('renderCaptchaPng', () => {
  it('starts with the PNG signature and ends with IEND', () => {
    const png = renderCaptchaPng('K7P3QX', mulberry32(1));
    expect([...png.subarray(0, 8)]).toEqual(pngSignature);
    expect(readChunks(png).map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('declares an 8-bit RGB image of about 160x56 in IHDR', () => {
    const { width, height, header } = decode(renderCaptchaPng('K7P3QX', mulberry32(1)));
    expect(width).toBe(160);
    expect(height).toBe(56);
    expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it('writes a correct CRC for every chunk', () => {
    for (const chunk of readChunks(renderCaptchaPng('K7P3QX', mulberry32(2)))) {
      expect(chunk.crc).toBe(crc32(Buffer.concat([Buffer.from(chunk.type, 'latin1'), chunk.data])));
    }
  });

  it('inflates to one filter-0 scanline per row', () => {
    const { width, height, raw } = decode(renderCaptchaPng('ABCD', mulberry32(3)));
    expect(raw.length).toBe(height * (1 + width * 3));
    for (let y = 0; y < height; y++) expect(raw[y * (1 + width * 3)]).toBe(0);
  });

  it('is reproducible for the same text and seed', () => {
    expect(
      renderCaptchaPng('K7P3QX', mulberry32(42)).equals(renderCaptchaPng('K7P3QX', mulberry32(42))),
    ).toBe(true);
  });

  it('draws different pixels for different texts under the same seed', () => {
    const first = decode(renderCaptchaPng('K7P3QX', mulberry32(42))).raw;
    const second = decode(renderCaptchaPng('K7P3QY', mulberry32(42))).raw;
    expect(first.equals(second)).toBe(false);
  });

  it('varies from one call to the next with the default random source', () => {
    expect(renderCaptchaPng('K7P3QX').equals(renderCaptchaPng('K7P3QX'))).toBe(false);
  });

  it('has a visible glyph for every character of the alphabet', () => {
    for (const character of captchaAlphabet) {
      const png = renderCaptchaPng(character.repeat(4), mulberry32(7));
      expect(countDarkPixels(png), character).toBeGreaterThan(400);
    }
  });

  it('gives every character its own shape', () => {
    // Same seed, same length: background, placement and lines match, so only the glyph bitmaps differ.
    const renders = [...captchaAlphabet].map((character) =>
      decode(renderCaptchaPng(character.repeat(4), mulberry32(7))).raw.toString('base64'),
    );
    expect(new Set(renders).size).toBe(captchaAlphabet.length);
  });

  it('accepts 4 to 8 characters', () => {
    expect(() => renderCaptchaPng('2345')).not.toThrow();
    expect(() => renderCaptchaPng('23456789')).not.toThrow();
  });

  it.each([
    ['empty', ''],
    ['too short', 'ABC'],
    ['too long', 'ABCDEFGHJ'],
    ['lowercase', 'abcd'],
    ['zero', 'AB0D'],
    ['letter O', 'ABOD'],
    ['one', 'AB1D'],
    ['space', 'AB D'],
  ])('rejects %s text with a RangeError', (_, text) => {
    expect(() => renderCaptchaPng(text)).toThrow(RangeError);
  });
});
