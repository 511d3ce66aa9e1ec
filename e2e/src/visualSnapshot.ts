/**
 * Screenshot comparison for the visual regression test: the baseline PNGs live in e2e/visual-baselines/ (in the
 * repository), a run compares each screenshot with its baseline through pixelmatch and fails above a tolerance;
 * `UPDATE_SNAPSHOTS=1` writes the screenshots as the new baselines instead. On a failure the screenshot and
 * the diff image go to e2e/artifacts/visual/ (not in the repository) to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'puppeteer-core';

export const BASELINE_DIR = path.join(__dirname, '../visual-baselines');
const ARTIFACT_DIR = path.join(__dirname, '../artifacts/visual');

/** pixelmatch's per-pixel colour threshold (0..1; anti-aliasing is ignored by pixelmatch itself). */
const PIXEL_THRESHOLD = 0.1;
/** Share of the pixels that may differ: below one line of changed text on a page, far below a lost stylesheet. */
export const MAX_DIFF_RATIO = 0.01;
/** Screenshots stop at this height (CSS pixels): the page's first screens, and small baselines. */
const MAX_HEIGHT = 1200;

export const updating = () => process.env.UPDATE_SNAPSHOTS === '1';

/**
 * Makes the page the same on every run: no animation, transition or caret; every text that changes with the
 * date or the other tests (dates, times, seats left) covered by a grey box of its own size. The page's fonts
 * are loaded first.
 */
export async function steady(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
  });
  await page.evaluate(async () => {
    await document.fonts.ready;
    (document.activeElement as HTMLElement | null)?.blur();
    const changing =
      /\d{1,2}\.\d{1,2}\.(\d{2,4})?|\d{1,2}:\d{2}|\b(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b|\d+\s+(freie?\s+)?Pl[aä]tze?|\bPlatz\b|Tage?n?\b/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const boxes: DOMRect[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!changing.test(node.textContent ?? '')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      boxes.push(...Array.from(range.getClientRects()));
    }
    for (const box of boxes) {
      const mask = document.createElement('div');
      mask.setAttribute('data-visual-mask', '');
      Object.assign(mask.style, {
        position: 'absolute',
        left: `${box.left + window.scrollX}px`,
        top: `${box.top + window.scrollY}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
        background: '#8a8a8a',
        zIndex: '2147483647',
      });
      document.body.append(mask);
    }
  });
}

/** The page from its top, at most MAX_HEIGHT high, as PNG bytes. */
export async function screenshot(page: Page): Promise<Buffer> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = page.viewport()!.width;
  const bytes = await page.screenshot({
    type: 'png',
    clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
    captureBeyondViewport: true,
  });
  return Buffer.from(bytes);
}

/**
 * A screenshot as the baselines keep it: 8-bit grey (a third of the bytes of colour; a lost stylesheet, a
 * moved block or a changed text shows in the grey as much). Both sides of a comparison go through it.
 */
function grey(png: Buffer): Buffer {
  return PNG.sync.write(PNG.sync.read(png), {
    colorType: 0,
    inputColorType: 6,
    inputHasAlpha: true,
    filterType: 4,
    deflateLevel: 9,
  });
}

/** The RGBA bytes of the top left width×height of an image. */
function crop(image: PNG, width: number, height: number): Buffer {
  if (image.width === width && image.height === height) return image.data;
  const out = Buffer.alloc(width * height * 4);
  for (let row = 0; row < height; row++)
    image.data.copy(out, row * width * 4, row * image.width * 4, (row * image.width + width) * 4);
  return out;
}

export interface Comparison {
  /** Share of differing pixels (1 when the sizes differ or there is no baseline). */
  ratio: number;
  message: string;
}

/** Compares the screenshot with the baseline `name`.png, or writes it as the baseline when updating. */
export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  const file = path.join(BASELINE_DIR, `${name}.png`);
  const stored = grey(actual);
  if (updating()) {
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    fs.writeFileSync(file, stored);
    return { ratio: 0, message: `${name}: neue Referenz geschrieben` };
  }
  const keep = (image: Buffer, suffix: string) => {
    fs.mkdirSync(ARTIFACT_DIR, { recursive: true });
    fs.writeFileSync(path.join(ARTIFACT_DIR, `${name}${suffix}.png`), image);
  };
  if (!fs.existsSync(file)) {
    keep(actual, '.actual');
    return { ratio: 1, message: `${name}: keine Referenz (UPDATE_SNAPSHOTS=1 schreibt sie)` };
  }
  const expected = PNG.sync.read(fs.readFileSync(file));
  const got = PNG.sync.read(stored);
  // A page grown or shrunk: the common area is compared, every pixel beyond it counts as differing.
  const width = Math.min(expected.width, got.width);
  const height = Math.min(expected.height, got.height);
  const diff = new PNG({ width, height });
  const differing = pixelmatch(crop(expected, width, height), crop(got, width, height), diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const total = Math.max(expected.width, got.width) * Math.max(expected.height, got.height);
  const ratio = (differing + total - width * height) / total;
  if (ratio > MAX_DIFF_RATIO) {
    keep(actual, '.actual');
    keep(PNG.sync.write(diff), '.diff');
  }
  const size = got.height === expected.height ? '' : ` (${got.height} statt ${expected.height} Pixel hoch)`;
  return { ratio, message: `${name}: ${(ratio * 100).toFixed(2)} % der Pixel anders${size}` };
}
