import { describe, expect, it } from 'vitest';
import { documentTypeOf } from './document-type.js';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('documentTypeOf', () => {
  it('reads PNG, JPEG and a complete PDF from their bytes', () => {
    expect(documentTypeOf(png)).toBe('image/png');
    expect(documentTypeOf(jpeg)).toBe('image/jpeg');
    expect(documentTypeOf(pdf)).toBe('application/pdf');
  });

  it('refuses a PDF header without %%EOF in its last kilobyte', () => {
    expect(documentTypeOf(Buffer.from('%PDF-1.4\nno trailer'))).toBeUndefined();
    const farEof = Buffer.concat([pdf, Buffer.alloc(2000, 0x20)]);
    expect(documentTypeOf(farEof)).toBeUndefined();
  });

  it('refuses executables, HTML, SVG and text whatever they are called', () => {
    expect(documentTypeOf(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'))).toBeUndefined();
    expect(documentTypeOf(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeUndefined();
    expect(documentTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(documentTypeOf(Buffer.from(' %PDF-1.4 %%EOF'))).toBeUndefined();
    expect(documentTypeOf(Buffer.alloc(0))).toBeUndefined();
  });
});
