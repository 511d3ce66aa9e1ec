import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { NavigationItem, Paginated, SeminarListItem } from '@amb/shared-contracts';

export interface FakeApi {
  url: string;
  calls: string[];
  close(): Promise<void>;
}

export function navItem(id: number, linkText: string, hidden: '0' | '1' = '0', children: NavigationItem[] = []): NavigationItem {
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
    prices: { price: 990, priceParticipantTwo: null, priceParticipantThree: null, priceParticipantFour: null, priceParticipantFive: null },
  };
}

export const SEMINARS = [
  seminar(501, 'BR 1 – Einstieg in die Betriebsratsarbeit', '2026-03-09T08:00:00Z', '2026-03-11T15:00:00Z'),
  seminar(502, 'Arbeitsrecht kompakt', '2026-04-14T07:00:00Z', '2026-04-14T14:00:00Z'),
];

/** A tiny stand-in for the api on a random port; records the URL of every call. */
export async function startFakeApi(): Promise<FakeApi> {
  const calls: string[] = [];
  const app = express();
  app.use((req, _res, next) => {
    calls.push(req.originalUrl);
    next();
  });
  app.get('/api/get-navigation', (_req, res) => {
    res.json(NAVIGATION);
  });
  app.get('/api/get-seminars', (req, res) => {
    const body: Paginated<SeminarListItem> = { items: SEMINARS, page: 1, pageSize: Number(req.query.pageSize), total: 2, totalPages: 1 };
    res.json(body);
  });
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
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on. */
export async function closedPortUrl(): Promise<string> {
  const server: Server = await new Promise((resolve) => {
    const s = express().listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
