// Ships to browsers. The file checks of the application form, run before any upload (docs/product.md §5,
// docs/security.md A2–A7): a PDF is recognised by its first bytes, never by its name or declared type.
import { APPLICATION_FILES } from '~/config/site';

/** Why a chosen file cannot be sent, or 'ok'. */
export type PdfFileVerdict = 'ok' | 'empty' | 'too-large' | 'not-pdf';

/** Every PDF starts with these five bytes (ISO 32000-1 §7.5.2). */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Checks size first (no read needed), then the signature. */
export async function checkPdfFile(file: Blob): Promise<PdfFileVerdict> {
  if (file.size === 0) return 'empty';
  if (file.size > APPLICATION_FILES.maxBytes) return 'too-large';
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
  return PDF_SIGNATURE.every((byte, index) => head[index] === byte) ? 'ok' : 'not-pdf';
}

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** A file size as French readers expect it. @example formatFileSize(1_572_864) → "1,5 Mo" */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}\u00a0o`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)}\u00a0Ko`;
  return `${sizeFormat.format(bytes / (1024 * 1024))}\u00a0Mo`;
}
