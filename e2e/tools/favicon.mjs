#!/usr/bin/env node
// Renders bff/public/favicon.svg (the brand mark) in Debian's Chromium to PNG and writes favicon.ico
// (16, 32 and 48 px, PNG inside) and apple-touch-icon.png (180 px). Run again after changing the SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { launchBrowser, killBrowser } = require('../harness/browser.cjs');
const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'bff', 'public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

async function png(browser, size) {
  const page = await browser.newPage();
  await page.setViewport({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
  );
  const buffer = await page.screenshot({ omitBackground: true, type: 'png' });
  await page.close();
  return Buffer.from(buffer);
}

/** ICO with PNG images (supported by every current browser): header, one directory entry per image, data. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

const browser = await launchBrowser();
try {
  const images = [];
  for (const size of [16, 32, 48]) images.push({ size, data: await png(browser, size) });
  writeFileSync(path.join(publicDir, 'favicon.ico'), ico(images));
  writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await png(browser, 180));
} finally {
  await killBrowser(browser);
}
