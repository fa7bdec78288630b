// Files to upload: bytes that start like a PDF (what the site and the database check), of an exact
// size, and a PNG to rename as `.pdf`; for the upload tests and `npm run load:notifications`.

const HEADER = new TextEncoder().encode('%PDF-1.7\n');
const TRAILER = new TextEncoder().encode('\n%%EOF\n');

/** `size` bytes starting with `%PDF-` and ending with `%%EOF` (size ≥ 16). */
export function pdfBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(HEADER, 0);
  bytes.set(TRAILER, size - TRAILER.length);
  return bytes;
}

/** The eight-byte PNG signature followed by filler: an image whatever its name says. */
export function pngBytes(size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  return bytes;
}
