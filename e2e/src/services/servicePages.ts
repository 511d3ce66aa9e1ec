/** What the member-service e2e files share: a browser page at a width with a session, form helpers, screenshots. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { API_ROUTES } from '@amb/shared-contracts';
import { DEMO_PASSWORD } from '../booking';
import { e2eContext } from '../context';
import { HttpVisitor } from '../http';

const SHOTS = path.join(__dirname, '../../artifacts/services');

/** A full-page screenshot for looking at (artifacts/services/<name>-<width>.png). */
export async function shot(page: Page, name: string, width: number): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** The visitor's cookies in a browser page of `width`. */
export async function pageAs(
  newPage: () => Promise<{ page: Page }>,
  visitor: HttpVisitor,
  width: number,
): Promise<Page> {
  const { page } = await newPage();
  await page.setViewport({ width, height: width < 600 ? 800 : 900 });
  await page.setCookie(...visitor.cookieList().map((cookie) => ({ ...cookie, domain: 'localhost', path: '/' })));
  return page;
}

/** A demo account's session (the README's password). */
export async function demoVisitor(email: string): Promise<HttpVisitor> {
  const visitor = new HttpVisitor(e2eContext().origins.main);
  await visitor.login(email, DEMO_PASSWORD);
  return visitor;
}

/** A member registered for this test (so its appointments and carts are its own). */
export async function newMember(tag: string): Promise<{ visitor: HttpVisitor; email: string }> {
  const visitor = new HttpVisitor(e2eContext().origins.main);
  const email = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.de`;
  const answer = await visitor.fetch(API_ROUTES.userRegistration.path, {
    method: 'POST',
    csrf: true,
    body: {
      salutation: 'Frau',
      title: '',
      firstname: 'Tina',
      lastname: 'Termin',
      email,
      phone: '030 1234567',
      company: 'Werk West GmbH',
      street: 'Lindenstraße',
      streetNumber: '5',
      postalCode: '10969',
      city: 'Berlin',
      password: 'Beratung-im-Test-2026',
    },
  });
  if (answer.status !== 201) throw new Error(`Registrierung: ${answer.status}`);
  return { visitor, email };
}

/** Sets a date field as a date picker would (React sees the native input event). */
export async function setDate(page: Page, selector: string, day: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  await page.$eval(
    selector,
    (input, value) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    day,
  );
}

/** The value of the first real option of a select (not the placeholder). */
export async function firstOption(page: Page, selector: string): Promise<string> {
  await page.waitForFunction(
    (s) => (document.querySelector<HTMLSelectElement>(s)?.options.length ?? 0) > 1,
    {},
    selector,
  );
  return page.$eval(selector, (select) => (select as HTMLSelectElement).options[1]!.value);
}

/** A day `days` from today (YYYY-MM-DD, UTC calendar: enough for date windows weeks ahead). */
export const daysFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
