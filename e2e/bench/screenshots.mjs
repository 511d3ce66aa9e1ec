#!/usr/bin/env node
// npm run screenshots: the start page of each of the three sites at 1440 px (desktop) and 375 px (phone),
// taken in Debian's Chromium against the real system, into docs/screenshots/ (the README shows them).
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { startSystem, root } = require('../harness/system.cjs');
const { launchBrowser, killBrowser } = require('../harness/browser.cjs');

const SITES = [
  ['main', 'seminar-website'],
  ['newer', 'neue-variante'],
  ['worksCouncil', 'betriebsrat-website'],
];
const VIEWPORTS = [
  ['desktop', { width: 1440, height: 1000 }],
  ['mobil', { width: 375, height: 812, isMobile: true, deviceScaleFactor: 2 }],
];
const target = path.join(root, 'docs/screenshots');
mkdirSync(target, { recursive: true });

const system = await startSystem();
const browser = await launchBrowser();
try {
  for (const [site, name] of SITES) {
    for (const [label, viewport] of VIEWPORTS) {
      const page = await browser.newPage();
      await page.setViewport(viewport);
      await page.goto(`${system.origins[site]}/`, { waitUntil: 'networkidle0' });
      const file = path.join(target, `${name}-${label}.png`);
      await page.screenshot({ path: file, fullPage: false });
      console.log(path.relative(root, file));
      await page.close();
    }
  }
} finally {
  await killBrowser(browser);
  await system.stop();
}
