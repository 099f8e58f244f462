/**
 * Makes the web app's PNG icons (web/public/icons) from the brand logo, web/public/favicon.svg,
 * by rendering it in Debian's Chromium (no image library with a binary download is needed). Run
 * once after changing the logo: `node scripts/make-icons.mjs`; the PNGs are committed.
 * `icon-<size>.png` is the logo as drawn (rounded corners); `maskable-512.png` fills the square with
 * the logo's blue and keeps the mark inside the central 80% safe zone of maskable icons.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const dir = join(import.meta.dirname, '..', 'web', 'public');
const svg = await readFile(join(dir, 'favicon.svg'), 'utf8');
const maskable = svg.replace('rx="14" ', '').replace('<path ', '<path transform="translate(6.4 6.4) scale(0.8)" ');
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const [name, size, source] of [['icon-192.png', 192, svg], ['icon-512.png', 512, svg], ['maskable-512.png', 512, maskable]]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: join(dir, 'icons', name), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
