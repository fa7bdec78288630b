// Regenerates the raster brand images from SVG: `npx node scripts/brand-images.ts`.
// Outputs are committed; run again only when the logo or the social card changes.
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';

const favicon = await readFile('public/favicon.svg');
await sharp(favicon, { density: 600 }).resize(180, 180).png().toFile('public/apple-touch-icon.png');

// Social card (1200×630) used when a page has no image of its own.
const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#142548"/>
  <circle cx="1000" cy="500" r="110" fill="#f7b538"/>
  <rect x="0" y="500" width="1200" height="130" fill="#1a4fb0"/>
  <path d="M0 500h1200" stroke="#eef5ff" stroke-width="6"/>
  <rect x="90" y="110" width="120" height="120" rx="30" fill="#1a4fb0"/>
  <path d="M120 185a30 30 0 0 1 60 0Z" fill="#f7b538"/>
  <path d="M111 185h78M123 200h54" stroke="#fff" stroke-width="7" stroke-linecap="round"/>
  <text x="90" y="300" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="700" fill="#fff">Horizon Compétences</text>
  <text x="90" y="365" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#bcd7ff">Titres professionnels RNCP en commerce et management</text>
</svg>`;
await sharp(Buffer.from(card))
  .png({ compressionLevel: 9, palette: true })
  .toFile('content/images/og-default.png');
console.log('Brand images written.');
