// The TOTP enrolment's QR code as the team space shows it (src/db/team-auth.ts).
import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '~/db/team-auth';

describe('the QR code of a TOTP enrolment', () => {
  it('becomes a data: URL whose SVG survives a « # »', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path stroke="#000000" d="M0 0h1"/></svg>';
    const url = svgDataUrl(`data:image/svg+xml;utf-8,${svg}`);
    expect(url).not.toContain('#');
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg);
    expect(svgDataUrl(svg)).toBe(url);
  });
});
