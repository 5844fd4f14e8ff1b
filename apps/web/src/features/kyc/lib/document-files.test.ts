import { describe, expect, it } from 'vitest';
import { documentKindOf, documentLimits, documentProblemOf } from './document-files';

const bytes = (text: string) => new TextEncoder().encode(text);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('document files', () => {
  it('reads PNG, JPEG and a complete PDF from their bytes', () => {
    expect(documentKindOf(png, png)).toBe('png');
    expect(documentKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array())).toBe('jpeg');
    expect(documentKindOf(bytes('%PDF-1.7'), bytes('trailer\n%%EOF\n'))).toBe('pdf');
  });

  it('refuses a PDF without its end, an EXE and HTML, and a file over 5 MB', () => {
    expect(documentKindOf(bytes('%PDF-1.7'), bytes('cut off'))).toBeNull();
    expect(documentProblemOf({ size: 10, head: bytes('MZ\u0090\u0000'), tail: new Uint8Array() })).toBe(
      'document_type_not_allowed',
    );
    expect(documentProblemOf({ size: 10, head: bytes('<!doctype'), tail: new Uint8Array() })).toBe(
      'document_type_not_allowed',
    );
    expect(documentProblemOf({ size: documentLimits.maxBytes + 1, head: png, tail: png })).toBe(
      'document_too_large',
    );
    expect(documentProblemOf({ size: 100, head: png, tail: png })).toBeNull();
  });
});
