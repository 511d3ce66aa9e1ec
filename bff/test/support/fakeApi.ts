import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { CartItem, CurrentUser, NavigationItem, Paginated, SeminarListItem } from '@amb/shared-contracts';
import { flatPrice } from '@amb/shared-contracts/testing';
import {
  COST_EVENT,
  EVENT,
  SITEMAP_ENTRIES,
  THEME,
  THEME_DATES_RESPONSE,
  UPCOMING_CONFERENCES,
} from './catalogueFixtures';
import { ANNAS_CART, ANNAS_ORDER, EMPTY_CART } from './cartFixtures';
import { addDocumentRoutes } from './documentFixtures';
import { LATEST_CONTENT, LATEST_FORUM_THREADS, LATEST_JUDGMENTS, NEWS_ITEM } from './contentFixtures';
import { addDownloadRoutes } from './downloadFixtures';
import { addServiceRoutes } from './serviceFixtures';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeApi {
  url: string;
  calls: string[];
  requests: RecordedRequest[];
  /** Replaces the navigation tree the api answers with (an editor changed the menu). */
  setNavigation(items: NavigationItem[]): void;
  close(): Promise<void>;
}

function demoUser(userId: number, firstname: string, impersonated: boolean): CurrentUser {
  return {
    userId,
    email: `${firstname.toLowerCase()}@example.de`,
    salutation: 'Frau',
    title: '',
    firstname,
    lastname: 'Schneider',
    role: 'member',
    committee: null,
    emailConfirmed: true,
    impersonated,
    impersonator: impersonated ? { firstname: 'Ada', lastname: 'Admin' } : null,
  };
}

/** Session ids the fake api knows (the cookie value of amb_sid), and the CSRF token of each. */
export const FAKE_SESSIONS = {
  anna: { sid: 'sid-anna', csrf: 'csrf-anna', user: demoUser(7, 'Anna', false), cartCount: 1 },
  impersonated: { sid: 'sid-imp', csrf: 'csrf-imp', user: demoUser(8, 'Jörg', true), cartCount: 0 },
  /** A second member, for the tests that no member's page shows another's. */
  ben: { sid: 'sid-ben', csrf: 'csrf-ben', user: demoUser(9, 'Ben', false), cartCount: 12 },
  anonymous: { sid: 'sid-anon', csrf: 'csrf-anon', user: null, cartCount: 0 },
} as const;

/** The one item in the cart of FAKE_SESSIONS.anna. */
export const ANNAS_CART_ITEM: CartItem = {
  cartItemId: 41,
  eventId: 1203,
  themeId: 17,
  themeTitle: 'Kündigung und Kündigungsschutz',
  startDate: '2026-03-02',
  endDate: '2026-03-04',
  city: 'Hamburg',
};

/** A session whose get-user call fails with 500. */
export const BROKEN_SID = 'sid-broken';

function cookiesOf(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return cookies;
}

function sessionOf(cookies: Record<string, string>) {
  const sid = cookies.amb_sid ?? cookies['__Host-amb_sid'];
  return Object.values(FAKE_SESSIONS).find((session) => session.sid === sid) ?? null;
}

export function navItem(
  id: number,
  linkText: string,
  hidden: '0' | '1' = '0',
  children: NavigationItem[] = [],
): NavigationItem {
  return { id, linkText, url: `/seite-${id}`, children, hiddenOnFrontend: hidden };
}

export const NAVIGATION: NavigationItem[] = [
  navItem(1, 'Seminare', '0', [navItem(11, 'Rubriken'), navItem(12, 'Versteckt', '1')]),
  navItem(2, 'Wissen'),
  navItem(3, 'Geheim', '1'),
  navItem(4, '</script><script>alert(1)</script>'),
  ...Array.from({ length: 12 }, (_, i) => navItem(100 + i, `Menüpunkt mit etwas längerem Text Nummer ${i}`)),
];

export function seminar(eventId: number, title: string, startDate: string, endDate: string): SeminarListItem {
  return {
    eventId,
    themeId: eventId * 10,
    themeSlug: `thema-${eventId}`,
    title,
    rubric: { rubricId: 1, name: 'Betriebsverfassung', slug: 'betriebsverfassung' },
    startDate,
    endDate,
    isOnlineEvent: true,
    city: null,
    hotelId: null,
    isSeries: false,
    moduleCount: 0,
    prices: flatPrice(990),
  };
}

export const SEMINARS = [
  seminar(501, 'BR 1 – Einstieg in die Betriebsratsarbeit', '2026-03-09T08:00:00Z', '2026-03-11T15:00:00Z'),
  seminar(502, 'Arbeitsrecht kompakt', '2026-04-14T07:00:00Z', '2026-04-14T14:00:00Z'),
];

/** A tiny stand-in for the api on a random port; records the URL of every call. */
export async function startFakeApi(): Promise<FakeApi> {
  const calls: string[] = [];
  const requests: RecordedRequest[] = [];
  let navigation = NAVIGATION;
  const app = express();
  app.use((req, _res, next) => {
    calls.push(req.originalUrl);
    requests.push({ method: req.method, url: req.originalUrl, headers: { ...req.headers } });
    next();
  });
  // Like the real api: a visitor without a session gets a new anonymous one (both cookies).
  app.get('/kundenportal/get-user', (req, res) => {
    const cookies = cookiesOf(req.headers.cookie);
    if (cookies.amb_sid === BROKEN_SID) {
      res.status(500).json({ error: { code: 'INTERNAL_ERROR', message: 'kaputt' } });
      return;
    }
    const session = sessionOf(cookies);
    // Like the api's session middleware: a live session whose CSRF cookie went missing or stale gets it again.
    if (session && cookies.amb_csrf !== session.csrf)
      res.cookie('amb_csrf', session.csrf, { sameSite: 'lax', path: '/' });
    if (!session) {
      const https = req.headers['x-forwarded-proto'] === 'https';
      res.cookie(https ? '__Host-amb_sid' : 'amb_sid', 'sid-new', {
        httpOnly: true,
        sameSite: 'lax',
        secure: https,
        path: '/',
      });
      res.cookie('amb_csrf', 'csrf-new', { sameSite: 'lax', secure: https, path: '/' });
    }
    res.json({ user: session?.user ? { ...session.user, cartCount: session.cartCount } : {} });
  });
  app.post('/api/session/logout', (req, res) => {
    const session = sessionOf(cookiesOf(req.headers.cookie));
    if (!session || req.headers['x-csrf-token'] !== session.csrf) {
      // Like the api's session middleware: a live session whose CSRF cookie is stale gets it again.
      if (session && cookiesOf(req.headers.cookie).amb_csrf !== session.csrf) {
        res.cookie('amb_csrf', session.csrf, { sameSite: 'lax', path: '/' });
      }
      res.status(403).json({ error: { code: 'CSRF_INVALID', message: 'ungültig' } });
      return;
    }
    res.clearCookie('amb_sid', { path: '/', httpOnly: true, sameSite: 'lax' });
    res.clearCookie('amb_csrf', { path: '/', sameSite: 'lax' });
    res.json({ ok: true });
  });
  app.get('/api/get-navigation', (_req, res) => {
    res.json(navigation);
  });
  app.get('/api/get-seminars', (req, res) => {
    const body: Paginated<SeminarListItem> = {
      items: SEMINARS,
      page: 1,
      pageSize: Number(req.query.pageSize),
      total: 2,
      totalPages: 1,
    };
    res.json(body);
  });
  app.get('/kundenportal/logintarget', (req, res) => {
    res.redirect(
      302,
      `/kundenportal/login?redirect=${encodeURIComponent(typeof req.query.redirect === 'string' ? req.query.redirect : '/')}`,
    );
  });
  // Like the api: the small cart of the visitor's session (Anna's holds one date), none without a session.
  app.get(['/order-api/get-shopping-cart-small', '/shared-modules/shopping-cart-small'], (req, res) => {
    const session = sessionOf(cookiesOf(req.headers.cookie));
    res.set('Cache-Control', 'no-store');
    res.json(session === FAKE_SESSIONS.anna ? [ANNAS_CART_ITEM] : []);
  });
  // Like the api: Anna's full cart and her one order; logged out 401, another's or an unknown order 404.
  app.get('/order-api/get-shopping-cart', (req, res) => {
    const session = sessionOf(cookiesOf(req.headers.cookie));
    res.set('Cache-Control', 'no-store');
    res.json(session === FAKE_SESSIONS.anna ? ANNAS_CART : EMPTY_CART);
  });
  app.get('/order-api/order/:id', (req, res) => {
    const session = sessionOf(cookiesOf(req.headers.cookie));
    if (!session?.user) {
      res.status(401).json({ error: { code: 'LOGIN_REQUIRED', message: 'Bitte melden Sie sich an.' } });
      return;
    }
    if (session === FAKE_SESSIONS.anna && req.params.id === String(ANNAS_ORDER.orderId)) {
      res.json({ order: ANNAS_ORDER });
      return;
    }
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Diese Bestellung gibt es in Ihrem Konto nicht.' } });
  });
  // The catalogue's one theme (by id or slug) and its dates, one event, the sitemap's addresses; else 404.
  const themeKeys = new Set([String(THEME.themeId), THEME.slug]);
  const notFound = (res: express.Response) =>
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Dieses Seminar gibt es nicht.' } });
  app.get('/api/themes/:theme', (req, res) => (themeKeys.has(req.params.theme) ? res.json(THEME) : notFound(res)));
  app.get('/api/themes/:theme/dates', (req, res) =>
    themeKeys.has(req.params.theme) ? res.json(THEME_DATES_RESPONSE) : notFound(res),
  );
  app.get('/api/events/:event', (req, res) =>
    req.params.event === String(EVENT.eventId) ? res.json(EVENT) : notFound(res),
  );
  app.get('/order-api/cost-calculator/:eventId', (req, res) =>
    req.params.eventId === String(COST_EVENT.eventId) ? res.json(COST_EVENT) : notFound(res),
  );
  app.get('/api/sitemap-entries', (_req, res) => res.json(SITEMAP_ENTRIES));
  app.get('/api/get-conferences', (req, res) =>
    res.json({ conferences: UPCOMING_CONFERENCES.slice(0, Number(req.query.limit ?? 50)) }),
  );
  const who = (req: express.Request) => {
    const session = sessionOf(cookiesOf(req.headers.cookie));
    return session?.user ? (session === FAKE_SESSIONS.anna ? 'anna' : 'other') : null;
  };
  addDocumentRoutes(app, who);
  addServiceRoutes(app, who);
  // The content: one news item, the latest news and articles.
  app.get('/api/content', (req, res) =>
    req.query.kind === 'news,article'
      ? res.json({ items: LATEST_CONTENT })
      : req.query.kind === 'news' || req.query.kind === 'article'
        ? res.json({ items: LATEST_CONTENT.filter((item) => item.kind === req.query.kind) })
        : res.status(400).json({}),
  );
  app.get('/api/forum/threads', (_req, res) => res.json({ items: LATEST_FORUM_THREADS, page: 1, totalPages: 1 }));
  app.get('/api/case-law', (req, res) =>
    req.query.limit ? res.json({ items: LATEST_JUDGMENTS }) : res.status(400).json({}),
  );
  app.get('/api/content/:kind/:slug', (req, res) =>
    req.params.kind === 'news' && req.params.slug === NEWS_ITEM.slug
      ? res.json(NEWS_ITEM)
      : res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Diesen Beitrag gibt es nicht.' } }),
  );
  // An editor's save of a paragraph: § 0 stands for a refused one.
  app.put('/api/manage/laws/:slug/paragraphs/:number', (req, res) =>
    req.params.number === '0' ? res.status(409).json({}) : res.json({}),
  );
  addDownloadRoutes(app);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', database: 'sqlite' });
  });
  app.all('/{*splat}', express.json(), (req, res) => {
    res.cookie('amb_session', 'neu', { httpOnly: true });
    res.status(201).json({
      method: req.method,
      url: req.originalUrl,
      cookie: req.headers.cookie ?? null,
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      forwardedProto: req.headers['x-forwarded-proto'] ?? null,
      forwardedHost: req.headers['x-forwarded-host'] ?? null,
      host: req.headers.host,
      body: req.body ?? null,
    });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    requests,
    setNavigation: (items) => {
      navigation = items;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The first port the kernel hands out itself (`listen(0)`, the source port of an outgoing connection): Linux's
 * ip_local_port_range, 32768 unless configured otherwise.
 */
function firstEphemeralPort(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > 0 ? first : 32768;
  } catch {
    return 32768;
  }
}

/** Whether nothing listens on `port` of the loopback address now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on, and nothing will while the test runs: one below the kernel's own range. A port the
 * kernel handed out (`listen(0)`) and that was freed again may be given to the next server that asks — another test
 * file's server in a parallel worker (one that never answers, in the slow-client tests) or the end-to-end system
 * beside the unit tests — and a request meant to find the api down then waits for that server instead.
 */
export async function closedPortUrl(): Promise<string> {
  const below = Math.min(firstEphemeralPort(), 30_000);
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * Math.max(below - 10_000, 1_000));
    if (await isFree(port)) return `http://127.0.0.1:${port}`;
  }
}
