import { describe, expect, test } from 'vitest';
import { checkPdfFile, formatFileSize } from '~/features/application/pdf-file';
import { pdfBytes, pngBytes } from '../../../../local/sample-files';

const MIB = 1024 * 1024;

describe('checkPdfFile', () => {
  test.each([
    ['a PDF of 200 KB', new Blob([pdfBytes(200 * 1024)]), 'ok'],
    ['exactly 5 MiB', new Blob([pdfBytes(5 * MIB)]), 'ok'],
    ['5 MiB + 1 byte', new Blob([pdfBytes(5 * MIB + 1)]), 'too-large'],
    ['0 bytes', new Blob([]), 'empty'],
    [
      'a PNG, whatever its name or declared type',
      new File([pngBytes()], 'cv.pdf', { type: 'application/pdf' }),
      'not-pdf',
    ],
    ['a file shorter than the signature', new Blob(['%PD']), 'not-pdf'],
    ['“%pdf-” in lower case', new Blob(['%pdf-1.7']), 'not-pdf'],
    [
      'a PDF declared as something else',
      new File([pdfBytes(100)], 'cv', { type: 'application/octet-stream' }),
      'ok',
    ],
  ])('%s → %s', async (_label, file, verdict) => {
    expect(await checkPdfFile(file)).toBe(verdict);
  });
});

describe('formatFileSize', () => {
  test.each([
    [0, '0\u00a0o'],
    [900, '900\u00a0o'],
    [2048, '2\u00a0Ko'],
    [1_572_864, '1,5\u00a0Mo'],
    [5 * MIB, '5\u00a0Mo'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
