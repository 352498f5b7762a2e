// Renders the app icons (public/icons/*.png) from one SVG with the system Chromium.
// Run once after changing the design: node scripts/make-icons.mjs
import { chromium } from '@playwright/test';

const svg = (maskable) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4c2f9e"/><stop offset="0.55" stop-color="#6741d9"/><stop offset="1" stop-color="#9775fa"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${maskable ? 0 : 112}" fill="url(#g)"/>
  <g transform="translate(256 256) scale(${maskable ? 0.72 : 1}) translate(-256 -256)">
    <path d="M120 344 L208 256 L272 312 L392 176" fill="none" stroke="#fff" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M320 168 H400 V248" fill="none" stroke="#fff" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="136" cy="168" r="36" fill="#ffd43b"/>
  </g>
</svg>`;

/**
 * A notification's badge (issue 32): Android draws only its alpha channel, in the status bar, so
 * the mark alone (the rising line and the dot), white on transparent, filling the square.
 */
const badge = `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="88 120 344 256" width="512" height="512">
  <path d="M120 344 L208 256 L272 312 L392 176" fill="none" stroke="#fff" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M320 168 H400 V248" fill="none" stroke="#fff" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="136" cy="168" r="36" fill="#fff"/>
</svg>`;

const targets = [
  ['public/icons/icon-192.png', 192, false],
  ['public/icons/icon-512.png', 512, false],
  ['public/icons/maskable-512.png', 512, true],
  ['public/icons/apple-touch-icon.png', 180, true],
  ['public/icons/badge-96.png', 96, 'badge'],
];
/** `node scripts/make-icons.mjs public/icons/badge-96.png` renders only the files named. */
const only = process.argv.slice(2);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const [file, size, kind] of targets) {
  if (only.length > 0 && !only.includes(file)) continue;
  const image = kind === 'badge' ? badge : svg(kind);
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${image.replace('width="512" height="512"', `width="${size}" height="${size}"`)}</body></html>`);
  await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.log('wrote', file);
}
await browser.close();
