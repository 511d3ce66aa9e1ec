/**
 * The shared documents against the real system (issue 29): nothing of one visitor reaches another (greeting,
 * cart count, CSRF cookie), one after the other and all at once; each coding decodes to the same page; ETag and 304;
 * a member's header is byte for byte what mf_navigation's build renders for them; a browser that saw a page logged
 * out sees it as a member after logging in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  API_ROUTES,
  PAGE_GLOBALS_ELEMENT_ID,
  berlinDateKey,
  type PageGlobals,
  type Paginated,
  type SeminarListItem,
  type SitemapEntriesResponse,
} from '@amb/shared-contracts';
import { browserOfFile, e2eContext } from './context';
import { HttpVisitor } from './http';
import { capturedMails, confirmByMail } from './mail';

const { origins, apiUrl, deployDir } = e2eContext();
const chromium = browserOfFile();
const PASSWORD = 'Dokumente-im-Test-2026';
const STAMP = Date.now();

interface Member {
  firstname: string;
  email: string;
  visitor: HttpVisitor;
  cartCount: number;
}

/** A member of this file alone, registered and confirmed, with `dates` dates in the cart. */
async function registerMember(firstname: string, dates: number, skip: number): Promise<Member> {
  const visitor = new HttpVisitor(origins.main);
  const email = `dokumente.${firstname.toLowerCase()}.${STAMP}@example.de`;
  const since = capturedMails().length;
  const registered = await visitor.fetch(API_ROUTES.userRegistration.path, {
    method: 'POST',
    csrf: true,
    body: {
      salutation: 'Frau',
      title: '',
      firstname,
      lastname: 'Dokument',
      email,
      phone: '040 1234567',
      company: 'Werk Süd GmbH',
      street: 'Hafenstraße',
      streetNumber: '1',
      postalCode: '20457',
      city: 'Hamburg',
      password: PASSWORD,
    },
  });
  expect(registered.status).toBe(201);
  await confirmByMail(visitor, email, since);
  const from = berlinDateKey(Date.now() + 40 * 86_400_000);
  const list = (await (
    await visitor.fetch(`${API_ROUTES.seminars.path}?from=${from}&pageSize=20`)
  ).json()) as Paginated<SeminarListItem>;
  for (const event of list.items.filter((item) => !item.isSeries).slice(skip, skip + dates)) {
    const added = await visitor.fetch(API_ROUTES.cartAddItem.path, {
      method: 'POST',
      body: { eventId: event.eventId },
      csrf: true,
    });
    expect(added.status).toBe(201);
  }
  return { firstname, email, visitor, cartCount: dates };
}

const cookieOf = (member: Member, { withCsrf = true } = {}) =>
  member.visitor
    .cookieList()
    .filter((cookie) => withCsrf || cookie.name !== 'amb_csrf')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
const csrfOf = (member: Member) => member.visitor.cookieList().find((cookie) => cookie.name === 'amb_csrf')!.value;

function globalsOf(html: string): PageGlobals {
  const match = new RegExp(`<script id="${PAGE_GLOBALS_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(
    html,
  );
  return JSON.parse(match![1]!) as PageGlobals;
}
const headerOf = (html: string) => /<header id="amb-header">(.*?)<\/header><main/s.exec(html)?.[1] ?? '';

let ida: Member;
let olaf: Member;
let paths: string[];

beforeAll(async () => {
  ida = await registerMember('Ida', 1, 0);
  olaf = await registerMember('Olaf', 3, 1);
  const entries = (await (await fetch(`${apiUrl}/api/sitemap-entries`)).json()) as SitemapEntriesResponse;
  paths = ['/', '/seminare', entries.themes[0]!, '/gibt-es-nicht'];
});

type Who = 'ida' | 'olaf' | 'olafOhneCsrf' | 'gast';

async function visit(who: Who, pathname: string) {
  const member = who === 'ida' ? ida : who.startsWith('olaf') ? olaf : null;
  const headers: Record<string, string> = { accept: 'text/html' };
  if (member) headers.cookie = cookieOf(member, { withCsrf: who !== 'olafOhneCsrf' });
  const response = await fetch(`${origins.main}${pathname}`, { headers, redirect: 'manual' });
  return { who, member, response, html: await response.text() };
}

/** Everything personal in one answer is the visitor's own: greeting, count, globals, the CSRF cookie. */
function expectOwn({ who, member, response, html }: Awaited<ReturnType<typeof visit>>): void {
  const header = headerOf(html);
  for (const other of [ida, olaf]) expect(header.includes(`Hallo, ${other.firstname}`)).toBe(other === member);
  const badge = /<span class="nav-badge"[^>]*>(\d+)<\/span>/.exec(header)?.[1];
  expect(badge ? Number(badge) : 0).toBe(member?.cartCount ?? 0);
  const user = globalsOf(html).user;
  expect(user ? { firstname: user.firstname, cartCount: user.cartCount } : null).toEqual(
    member ? { firstname: member.firstname, cartCount: member.cartCount } : null,
  );
  const handedOut = response.headers
    .getSetCookie()
    .map((line) => /^amb_csrf=([^;]*)/.exec(line)?.[1])
    .filter(Boolean);
  expect(handedOut).toEqual(who === 'olafOhneCsrf' ? [csrfOf(olaf)] : []);
  for (const other of [ida, olaf]) if (other !== member) expect(html).not.toContain(csrfOf(other));
  expect(response.headers.get('cache-control')).toMatch(
    member ? /^private, no-cache$/ : /^public, max-age=0, s-maxage=/,
  );
}

const WHO: Who[] = ['ida', 'gast', 'olaf', 'olafOhneCsrf'];

describe('Kein Besucher sieht, was einem anderen gehört', () => {
  it('zwei Mitglieder und ein Gast abwechselnd auf denselben Seiten', async () => {
    for (const pathname of paths) {
      for (const who of [...WHO, ...[...WHO].reverse()]) expectOwn(await visit(who, pathname));
    }
  });

  it('dieselben, alle zugleich', async () => {
    const calls = Array.from({ length: 4 }, () =>
      WHO.flatMap((who) => paths.map((pathname) => ({ who, pathname }))),
    ).flat();
    const order = calls
      .map((call, index) => ({ call, key: (index * 7919) % calls.length }))
      .sort((a, b) => a.key - b.key);
    const answers = await Promise.all(order.map(({ call }) => visit(call.who, call.pathname)));
    for (const answer of answers) expectOwn(answer);
  });

  it('der Kopf eines Mitglieds ist Byte für Byte, was der Server-Build von mf_navigation für es rendert', async () => {
    const registry = JSON.parse(readFileSync(path.join(deployDir, 'registry.json'), 'utf8')) as {
      apps: Record<string, { current: string }>;
    };
    const build = require(
      path.join(deployDir, 'mf_navigation', registry.apps.mf_navigation!.current, 'server', 'render.js'),
    ) as { renderHeader: (globals: PageGlobals) => string };
    for (const member of [ida, olaf]) {
      const { html } = await visit(member === ida ? 'ida' : 'olaf', '/seminare');
      expect(headerOf(html)).toBe(build.renderHeader(globalsOf(html)));
    }
  });
});

describe('Kodierungen, ETag und 304', () => {
  const decode = (coding: string | null, body: Buffer) =>
    (coding === 'br'
      ? zlib.brotliDecompressSync(body)
      : coding === 'zstd'
        ? zlib.zstdDecompressSync(body)
        : coding === 'gzip'
          ? zlib.gunzipSync(body)
          : body
    ).toString('utf8');

  /** The bytes as sent: Node's fetch would decode them (and drop Content-Encoding's meaning for the test). */
  async function raw(pathname: string, headers: Record<string, string>) {
    const http = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(`${origins.main}${pathname}`, { headers: { accept: 'text/html', ...headers } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      },
    );
  }

  it('jede Kodierung ergibt dasselbe Dokument, für Gäste und für ein Mitglied', async () => {
    for (const cookie of [undefined, cookieOf(ida)]) {
      const extra: Record<string, string> = cookie ? { cookie } : {};
      const plain = await raw('/seminare', { ...extra, 'accept-encoding': 'identity' });
      const html = plain.body.toString('utf8');
      for (const coding of ['br', 'zstd', 'gzip']) {
        const answer = await raw('/seminare', { ...extra, 'accept-encoding': coding });
        expect(answer.headers['content-encoding']).toBe(coding);
        expect(decode(coding, answer.body)).toBe(html);
      }
    }
  });

  it('beantwortet die Nachfrage mit dem eigenen ETag mit 304, mit einem fremden mit 200', async () => {
    const encoding = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const guest = await raw('/', encoding);
    expect(guest.headers.etag).toBeTruthy();
    expect(guest.headers.vary).toBe('Accept-Encoding');
    const again = await raw('/', { ...encoding, 'if-none-match': String(guest.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const idas = await raw('/', { ...encoding, cookie: cookieOf(ida) });
    expect(
      (await raw('/', { ...encoding, cookie: cookieOf(ida), 'if-none-match': String(idas.headers.etag) })).status,
    ).toBe(304);
    for (const [cookie, tag] of [
      [cookieOf(olaf), idas.headers.etag],
      [cookieOf(ida), guest.headers.etag],
    ] as const) {
      const answer = await raw('/', { ...encoding, cookie, 'if-none-match': String(tag) });
      expect(answer.status).toBe(200);
    }
  });
});

describe('Im Browser', () => {
  it('zeigt eine abgemeldet gesehene Seite nach der Anmeldung mit Gruß und Warenkorbzahl', async () => {
    const { page } = await chromium.newPage();
    const loggedOut = await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    expect(headerOf(await loggedOut!.text())).not.toContain('Hallo');
    await page.goto(`${origins.main}/kundenportal/login/${encodeURIComponent(olaf.email)}`, { waitUntil: 'load' });
    const field = await page.waitForSelector('input[type="password"]', { visible: true });
    await field!.type(PASSWORD);
    await page.click('#amb-main button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('#amb-header')?.textContent?.includes('Hallo, Olaf'));
    // The browser keeps the logged-out copy (public, max-age=0): going there again asks the bff, which answers the
    // member's document, greeting and count in the HTML itself, not a stale copy.
    const again = await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    const html = await again!.text();
    expect(headerOf(html)).toContain('Hallo, Olaf');
    expect(globalsOf(html).user).toMatchObject({ firstname: 'Olaf', cartCount: 3 });
    await page.waitForFunction(() => document.querySelector('#amb-header .nav-badge')?.textContent === '3');
    await page.browserContext().close();
  });
});
