/** Driving a page with the keyboard alone, as someone without a mouse does, and what the focus is on. */
import type { Page } from 'puppeteer-core';

export interface Focused {
  tag: string;
  id: string;
  className: string;
  text: string;
  label: string;
  inMain: boolean;
  /** The element is the document's body (the focus was lost). */
  isBody: boolean;
}

export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      className: typeof el?.className === 'string' ? el.className : '',
      text: (el?.textContent ?? '').trim().replace(/\s+/g, ' '),
      label: el?.getAttribute('aria-label') ?? '',
      inMain: Boolean(el?.closest('#amb-main')),
      isBody: el === document.body || el === null,
    };
  });
}

export interface TabOptions {
  back?: boolean;
  max?: number;
  /** The element sits in one matching this selector. */
  within?: string;
  /** Its visible words, exactly (whitespace collapsed). */
  text?: string;
}

/**
 * Presses Tab (Shift+Tab when `back`) until the focused element matches `selector` (and `within`, `text`), at most
 * `max` times; fails with what had the focus last.
 */
export async function tabTo(page: Page, selector: string, { back = false, max = 250, within, text }: TabOptions = {}) {
  const matches = () =>
    page.evaluate(
      (s, w, t) => {
        const el = document.activeElement;
        if (!el?.matches(s) || (w && !el.closest(w))) return false;
        return !t || (el.textContent ?? '').trim().replace(/\s+/g, ' ') === t;
      },
      selector,
      within ?? '',
      text ?? '',
    );
  for (let presses = 0; presses < max; presses += 1) {
    if (await matches()) return;
    if (back) {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    } else await page.keyboard.press('Tab');
  }
  if (await matches()) return;
  throw new Error(`Mit Tab nicht erreicht: ${selector} (Fokus zuletzt auf ${JSON.stringify(await focused(page))})`);
}

/** Tab to a button or link, then Enter. */
export async function activate(page: Page, selector: string, options: TabOptions = {}): Promise<void> {
  await tabTo(page, selector, options);
  await page.keyboard.press('Enter');
}

/** With a closed select focused: the arrow keys until it holds `value` (a keyboard user's way to choose). */
export async function chooseWithArrows(page: Page, value: string, max = 20): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    const current = await page.evaluate(() => (document.activeElement as HTMLSelectElement).value);
    if (current === value) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`Auswahl ${value} mit den Pfeiltasten nicht erreicht`);
}

/** Types into the focused field after clearing it (Ctrl+A, then the new words). */
export async function typeInto(page: Page, text: string): Promise<void> {
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** The element's box in the window, or null when it is not rendered. */
export async function boxOf(
  page: Page,
  selector: string,
): Promise<{ top: number; bottom: number; left: number; right: number; width: number; height: number } | null> {
  return page.evaluate((s) => {
    const el = document.querySelector(s);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return null;
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
  }, selector);
}

/**
 * Controls smaller than 24 × 24 px (WCAG 2.2 target size): every checkbox, radio and icon button (a button named by
 * aria-label alone) of the part `within`, with its size.
 */
export async function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((w) => {
    const root = document.querySelector(w);
    if (!root) return [];
    const controls = [
      ...root.querySelectorAll<HTMLElement>('input[type="checkbox"], input[type="radio"], button[aria-label]'),
    ];
    return controls
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 24 || box.height < 24))
      .map(
        ({ el, box }) =>
          `${el.id || el.getAttribute('aria-label') || el.outerHTML.slice(0, 60)} ${box.width}×${box.height}`,
      );
  }, within);
}
