import { deflateSync } from 'node:zlib';

/** Characters a captcha may contain: 0/O and 1/I/L are left out because people mistake one for another. */
export const captchaAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

type Random = () => number;
type Colour = readonly [red: number, green: number, blue: number];
type Bitmap = readonly string[];

interface Point {
  readonly x: number;
  readonly y: number;
}

interface Segment {
  readonly from: Point;
  readonly to: Point;
}

/** An RGB image, three bytes per pixel, rows top to bottom: exactly what a colour-type-2 PNG scanline holds. */
interface Canvas {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

/** Where and how one glyph lands: the random part that keeps each character from looking like a template. */
interface GlyphPlacement {
  readonly centre: Point;
  readonly scale: number;
  readonly rotation: number;
  readonly shear: number;
}

const imageWidth = 160;
const imageHeight = 56;
const minimumLength = 4;
const maximumLength = 8;
const horizontalMargin = 6;
const glyphColumns = 5;
const glyphRows = 7;
// Pixels per glyph cell; capped so short codes do not grow taller than the image.
const maximumScale = 4.4;
// In glyph cells: 0.6 gives strokes 1.2 cells thick, bold enough to survive the interference lines.
const strokeHalfWidth = 0.6;

// Dark, saturated inks: each stays far below the background's brightness so every glyph reads clearly.
const inkPalette: readonly Colour[] = [
  [30, 50, 140],
  [150, 25, 35],
  [20, 100, 45],
  [90, 35, 130],
  [115, 65, 10],
  [10, 90, 100],
  [45, 45, 55],
];

// Drawn as pictures so a wrong pixel is easy to spot. Each band names its characters, then gives 7 rows.
const glyphSheet = `
  2     3     4     5     6     7     8     9
.###. .###. ...#. ##### ..##. ##### .###. .###.
#...# #...# ..##. #.... .#... ....# #...# #...#
....# ....# .#.#. ####. #.... ...#. #...# #...#
...#. ..##. #..#. ....# ####. ..#.. .###. .####
..#.. ....# ##### ....# #...# .#... #...# ....#
.#... #...# ...#. #...# #...# .#... #...# ...#.
##### .###. ...#. .###. .###. .#... .###. .##..

  A     B     C     D     E     F     G     H
.###. ####. .###. ###.. ##### ##### .###. #...#
#...# #...# #...# #..#. #.... #.... #...# #...#
#...# #...# #.... #...# #.... #.... #.... #...#
##### ####. #.... #...# ####. ####. #.### #####
#...# #...# #.... #...# #.... #.... #...# #...#
#...# #...# #...# #..#. #.... #.... #...# #...#
#...# ####. .###. ###.. ##### #.... .#### #...#

  J     K     M     N     P     Q     R     S
..### #...# #...# #...# ####. .###. ####. .####
...#. #..#. ##.## #...# #...# #...# #...# #....
...#. #.#.. #.#.# ##..# #...# #...# #...# #....
...#. ##... #.#.# #.#.# ####. #...# ####. .###.
...#. #.#.. #...# #..## #.... #.#.# #.#.. ....#
#..#. #..#. #...# #...# #.... #..#. #..#. ....#
.##.. #...# #...# #...# #.... .##.# #...# ####.

  T     U     V     W     X     Y     Z
##### #...# #...# #...# #...# #...# #####
..#.. #...# #...# #...# #...# #...# ....#
..#.. #...# #...# #...# .#.#. .#.#. ...#.
..#.. #...# #...# #.#.# ..#.. ..#.. ..#..
..#.. #...# #...# #.#.# .#.#. ..#.. .#...
..#.. #...# .#.#. #.#.# #...# ..#.. #....
..#.. .###. ..#.. .#.#. #...# ..#.. #####
`;

/** Splits the sheet into one bitmap per character; throws at load time so a malformed glyph cannot ship. */
function parseGlyphSheet(sheet: string): Map<string, Bitmap> {
  const glyphs = new Map<string, Bitmap>();
  for (const band of sheet.trim().split(/\n\s*\n/)) {
    const [header = '', ...rows] = band.split('\n');
    const rowCells = rows.map((row) => row.trim().split(/\s+/));
    for (const [column, character] of header.trim().split(/\s+/).entries()) {
      const bitmap = rowCells.map((cells) => cells[column] ?? '');
      if (bitmap.length !== glyphRows || bitmap.some((row) => row.length !== glyphColumns)) {
        throw new Error(`Captcha glyph for ${character} is not ${glyphColumns}x${glyphRows}`);
      }
      glyphs.set(character, bitmap);
    }
  }
  return glyphs;
}

/**
 * Converts a bitmap into stroke segments between neighbouring ink cells (centred on the glyph's middle), so
 * the glyph can be rotated and sheared as geometry and drawn with smooth, even-width strokes.
 */
function bitmapToStrokes(bitmap: Bitmap): Segment[] {
  const isInk = (column: number, row: number) => bitmap[row]?.[column] === '#';
  const centre = (column: number, row: number): Point => ({
    x: column - (glyphColumns - 1) / 2,
    y: row - (glyphRows - 1) / 2,
  });
  const strokes: Segment[] = [];
  for (let row = 0; row < glyphRows; row++) {
    for (let column = 0; column < glyphColumns; column++) {
      if (!isInk(column, row)) continue;
      const here = centre(column, row);
      // A zero-length stroke keeps isolated cells visible as dots.
      strokes.push({ from: here, to: here });
      if (isInk(column + 1, row)) strokes.push({ from: here, to: centre(column + 1, row) });
      if (isInk(column, row + 1)) strokes.push({ from: here, to: centre(column, row + 1) });
      // Diagonals only where no orthogonal path exists; otherwise corners would fill in as solid wedges.
      for (const step of [-1, 1]) {
        const diagonalIsInk = isInk(column + step, row + 1);
        if (diagonalIsInk && !isInk(column + step, row) && !isInk(column, row + 1)) {
          strokes.push({ from: here, to: centre(column + step, row + 1) });
        }
      }
    }
  }
  return strokes;
}

const glyphStrokes = new Map(
  [...parseGlyphSheet(glyphSheet)].map(([character, bitmap]) => [character, bitmapToStrokes(bitmap)]),
);

/**
 * Renders `text` (4 to 8 characters of captchaAlphabet) as a 160x56 RGB PNG. Pass a seeded `random` to get
 * reproducible images: how many numbers are drawn depends only on the text's length, not on its characters.
 */
export function renderCaptchaPng(text: string, random: Random = Math.random): Buffer {
  assertRenderable(text);
  const canvas: Canvas = {
    width: imageWidth,
    height: imageHeight,
    pixels: new Uint8Array(imageWidth * imageHeight * 3),
  };
  paintBackground(canvas, random);
  sprinkleSpeckles(canvas, random);
  drawText(canvas, text, random);
  drawInterferenceLines(canvas, random);
  return encodePng(canvas);
}

function assertRenderable(text: string): void {
  if (text.length < minimumLength || text.length > maximumLength) {
    throw new RangeError(`Captcha text must be ${minimumLength} to ${maximumLength} characters`);
  }
  for (const character of text) {
    if (!captchaAlphabet.includes(character)) {
      throw new RangeError(`Captcha text may only use ${captchaAlphabet}`);
    }
  }
}

function between(random: Random, minimum: number, maximum: number): number {
  return minimum + random() * (maximum - minimum);
}

function pick<T>(items: readonly T[], random: Random): T {
  // min() guards against a custom random() that returns exactly 1.
  const item = items[Math.min(items.length - 1, Math.floor(random() * items.length))];
  if (item === undefined) throw new Error('Cannot pick from an empty list');
  return item;
}

function mixColours(from: Colour, to: Colour, amount: number): Colour {
  return [
    from[0] + (to[0] - from[0]) * amount,
    from[1] + (to[1] - from[1]) * amount,
    from[2] + (to[2] - from[2]) * amount,
  ];
}

/** Alpha-blends one pixel; Uint8Array assignment rounds down and clamps, which is all the precision needed. */
function blendPixel(canvas: Canvas, x: number, y: number, colour: Colour, alpha: number): void {
  const offset = (y * canvas.width + x) * 3;
  for (let channel = 0; channel < 3; channel++) {
    const current = canvas.pixels[offset + channel] ?? 0;
    canvas.pixels[offset + channel] = Math.round(current + ((colour[channel] ?? 0) - current) * alpha);
  }
}

/** A gradient between two random pale colours, slanted at random, so no two backgrounds subtract alike. */
function paintBackground(canvas: Canvas, random: Random): void {
  const paleColour = (): Colour => [
    between(random, 228, 250),
    between(random, 228, 250),
    between(random, 228, 250),
  ];
  const start = paleColour();
  const end = paleColour();
  const slant = random();
  const span = canvas.width - 1 + slant * (canvas.height - 1);
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      blendPixel(canvas, x, y, mixColours(start, end, (x + slant * y) / span), 1);
    }
  }
}

/** Mid-grey speckles defeat simple "background is one colour" thresholding while staying lighter than ink. */
function sprinkleSpeckles(canvas: Canvas, random: Random): void {
  const count = Math.floor((canvas.width * canvas.height) / 30);
  for (let index = 0; index < count; index++) {
    const x = Math.floor(random() * canvas.width);
    const y = Math.floor(random() * canvas.height);
    const colour: Colour = [between(random, 150, 215), between(random, 150, 215), between(random, 150, 215)];
    blendPixel(canvas, x, y, colour, 0.6);
  }
}

/** Lays the characters out in equal cells, each nudged, tilted, sheared and inked independently. */
function drawText(canvas: Canvas, text: string, random: Random): void {
  const cellWidth = (canvas.width - 2 * horizontalMargin) / text.length;
  // 6.2 cells per glyph box leaves room for the stroke width and the shear, so neighbours rarely touch.
  const scale = Math.min(maximumScale, cellWidth / 6.2);
  const halfHeight = ((glyphRows - 1) / 2 + strokeHalfWidth) * scale;
  // Capped so neighbouring glyphs never jump so far apart that the code stops reading as one line.
  const verticalRange = Math.min(9, Math.max(0, canvas.height / 2 - halfHeight - 4));
  let colourIndex = Math.floor(random() * inkPalette.length);
  for (const [index, character] of [...text].entries()) {
    const strokes = glyphStrokes.get(character);
    if (strokes === undefined) throw new Error(`No captcha glyph for ${character}`);
    const placement: GlyphPlacement = {
      centre: {
        x: horizontalMargin + cellWidth * (index + 0.5) + between(random, -1.5, 1.5),
        y: canvas.height / 2 + between(random, -verticalRange, verticalRange),
      },
      scale: scale * between(random, 0.92, 1.08),
      rotation: between(random, -0.18, 0.18),
      // Biased towards a rightward lean (negative), which reads as italic rather than as a broken glyph.
      shear: between(random, -0.3, 0.15),
    };
    // Step to a different ink each time, so touching neighbours never merge into one blob of one colour.
    colourIndex = (colourIndex + 1 + Math.floor(random() * (inkPalette.length - 1))) % inkPalette.length;
    const colour = inkPalette[colourIndex] ?? [0, 0, 0];
    const mask = createMask(canvas);
    for (const stroke of strokes) {
      const from = placeGlyphPoint(stroke.from, placement);
      const to = placeGlyphPoint(stroke.to, placement);
      stampCapsule(mask, canvas, { from, to }, strokeHalfWidth * placement.scale);
    }
    applyMask(canvas, mask, colour);
  }
}

/** Glyph cells to image pixels: scale, shear (italic lean), rotate, then move to the glyph's centre. */
function placeGlyphPoint(point: Point, placement: GlyphPlacement): Point {
  const shearedX = (point.x + placement.shear * point.y) * placement.scale;
  const shearedY = point.y * placement.scale;
  const cosine = Math.cos(placement.rotation);
  const sine = Math.sin(placement.rotation);
  return {
    x: placement.centre.x + cosine * shearedX - sine * shearedY,
    y: placement.centre.y + sine * shearedX + cosine * shearedY,
  };
}

/**
 * Thin lines across the whole text in a lighter tint of the ink: they cut through strokes and join
 * neighbouring glyphs, which breaks segmentation, yet a person sees them as clearly not part of the text.
 */
function drawInterferenceLines(canvas: Canvas, random: Random): void {
  const count = 2 + Math.floor(random() * 3);
  for (let index = 0; index < count; index++) {
    const path = random() < 0.5 ? straightPath(canvas, random) : curvedPath(canvas, random);
    const halfWidth = between(random, 0.7, 1.1);
    const mask = createMask(canvas);
    for (let point = 1; point < path.length; point++) {
      const from = path[point - 1];
      const to = path[point];
      if (from !== undefined && to !== undefined) stampCapsule(mask, canvas, { from, to }, halfWidth);
    }
    applyMask(canvas, mask, mixColours(pick(inkPalette, random), [255, 255, 255], 0.4));
  }
}

function straightPath(canvas: Canvas, random: Random): Point[] {
  return [
    { x: between(random, 0, 16), y: between(random, 8, canvas.height - 8) },
    { x: between(random, canvas.width - 16, canvas.width), y: between(random, 8, canvas.height - 8) },
  ];
}

/** A cubic Bézier from the left edge to the right edge, sampled finely enough to look smooth. */
function curvedPath(canvas: Canvas, random: Random): Point[] {
  const controls: Point[] = [
    { x: between(random, 0, 16), y: between(random, 8, canvas.height - 8) },
    { x: between(random, 30, 70), y: between(random, 0, canvas.height) },
    { x: between(random, 90, 130), y: between(random, 0, canvas.height) },
    { x: between(random, canvas.width - 16, canvas.width), y: between(random, 8, canvas.height - 8) },
  ];
  const [p0, p1, p2, p3] = controls as [Point, Point, Point, Point];
  const samples = 32;
  return Array.from({ length: samples + 1 }, (_, step) => {
    const t = step / samples;
    const u = 1 - t;
    const weights = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
    return {
      x: weights[0] * p0.x + weights[1] * p1.x + weights[2] * p2.x + weights[3] * p3.x,
      y: weights[0] * p0.y + weights[1] * p1.y + weights[2] * p2.y + weights[3] * p3.y,
    };
  });
}

/** Per-pixel coverage, 0 to 1; strokes are collected here first so overlapping joints are not inked twice. */
function createMask(canvas: Canvas): Float32Array {
  return new Float32Array(canvas.width * canvas.height);
}

/** Marks the pixels within `halfWidth` of the segment, with a one-pixel soft edge for anti-aliasing. */
function stampCapsule(mask: Float32Array, canvas: Canvas, segment: Segment, halfWidth: number): void {
  const { from, to } = segment;
  const reach = halfWidth + 1;
  const left = Math.max(0, Math.floor(Math.min(from.x, to.x) - reach));
  const right = Math.min(canvas.width - 1, Math.ceil(Math.max(from.x, to.x) + reach));
  const top = Math.max(0, Math.floor(Math.min(from.y, to.y) - reach));
  const bottom = Math.min(canvas.height - 1, Math.ceil(Math.max(from.y, to.y) + reach));
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const distance = distanceToSegment({ x: x + 0.5, y: y + 0.5 }, segment);
      const coverage = Math.min(1, Math.max(0, halfWidth - distance + 0.5));
      const index = y * canvas.width + x;
      mask[index] = Math.max(mask[index] ?? 0, coverage);
    }
  }
}

function distanceToSegment(point: Point, segment: Segment): number {
  const { from, to } = segment;
  const deltaX = to.x - from.x;
  const deltaY = to.y - from.y;
  const lengthSquared = deltaX * deltaX + deltaY * deltaY;
  // Project onto the segment, clamped to its ends; a zero-length segment is just a point.
  const t =
    lengthSquared === 0
      ? 0
      : Math.min(1, Math.max(0, ((point.x - from.x) * deltaX + (point.y - from.y) * deltaY) / lengthSquared));
  return Math.hypot(point.x - (from.x + t * deltaX), point.y - (from.y + t * deltaY));
}

function applyMask(canvas: Canvas, mask: Float32Array, colour: Colour): void {
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const coverage = mask[y * canvas.width + x] ?? 0;
      if (coverage > 0) blendPixel(canvas, x, y, colour, coverage);
    }
  }
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function encodePng(canvas: Canvas): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(canvas.width, 0);
  header.writeUInt32BE(canvas.height, 4);
  // Bit depth 8, colour type 2 (RGB), deflate compression, standard filtering, no interlace.
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    pngSignature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanlines(canvas))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Each row gets a leading filter byte; Buffer.alloc zero-fills, so every row already says "filter 0: none". */
function scanlines(canvas: Canvas): Buffer {
  const rowLength = canvas.width * 3;
  const raw = Buffer.alloc(canvas.height * (rowLength + 1));
  for (let y = 0; y < canvas.height; y++) {
    raw.set(canvas.pixels.subarray(y * rowLength, (y + 1) * rowLength), y * (rowLength + 1) + 1);
  }
  return raw;
}

/** Length, type, data, then a CRC over type and data, as every PNG chunk is laid out. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeBytes = Buffer.from(type, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(Buffer.concat([typeBytes, data])));
  return Buffer.concat([length, typeBytes, data, checksum]);
}

/** The standard reflected CRC-32 table (polynomial 0xEDB88320), built once rather than per byte. */
const crcTable = Uint32Array.from({ length: 256 }, (_, byte) => {
  let value = byte;
  for (let bit = 0; bit < 8; bit++) {
    value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  }
  return value >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}
