import type { Express } from 'express';
import type { SeminarsResponse } from '@amb/shared-contracts';
import fc from 'fast-check';
import request from 'supertest';
import { generateSeed } from '../seed/generate';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

const data = generateSeed(TEST_BASE_DATE);
const online = (hotelId: number | null) => hotelId === null || hotelId === 522 || hotelId === -1;
const oneDay = (e: { startDate: string; endDate: string; hotelId: number | null }) =>
  e.startDate === e.endDate && !online(e.hotelId);
const themeOf = (themeId: number) => data.themes.find((t) => t.themeId === themeId)!;
const eventOf = (eventId: number) => data.events.find((e) => e.eventId === eventId)!;
type Ev = (typeof data.events)[number];

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

async function seminars(query: Record<string, string | number | boolean>): Promise<SeminarsResponse> {
  const res = await request(app).get('/api/get-seminars').query(query);
  expect(res.status).toBe(200);
  return res.body as SeminarsResponse;
}

describe('GET /api/get-seminars: filters and sorting', () => {
  it('filters by start month', async () => {
    const body = await seminars({ month: '2026-03', pageSize: 100 });
    expect(body.total).toBe(data.events.filter((e) => e.startDate.startsWith('2026-03')).length);
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((i) => i.startDate.startsWith('2026-03'))).toBe(true);
  });

  it('filters one-day events (same day, not online) and the others', async () => {
    const yes = await seminars({ oneDay: true, pageSize: 100 });
    const no = await seminars({ oneDay: 'false', pageSize: 1 });
    expect(yes.total).toBe(data.events.filter(oneDay).length);
    expect(yes.total).toBeGreaterThan(0);
    expect(yes.items.every((i) => i.startDate === i.endDate && !i.isOnlineEvent)).toBe(true);
    expect(no.total).toBe(data.events.length - yes.total);
  });

  it('filters by price range (the first participant’s price, inclusive)', async () => {
    const body = await seminars({ priceMin: 500, priceMax: 900, pageSize: 100 });
    expect(body.total).toBe(data.events.filter((e) => e.price >= 500 && e.price <= 900).length);
    expect(body.total).toBeGreaterThan(0);
    expect((await seminars({ priceMin: 1500 })).total).toBe(data.events.filter((e) => e.price >= 1500).length);
  });

  it('sorts by title, then date', async () => {
    const body = await seminars({ sort: 'title', pageSize: 100 });
    const expected = [...data.events]
      .sort(
        (a, b) =>
          (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) ||
          a.startDate.localeCompare(b.startDate) ||
          a.eventId - b.eventId,
      )
      .slice(0, 100)
      .map((e) => e.eventId);
    expect(body.items.map((i) => i.eventId)).toEqual(expected);
  });

  it('sorts by price, then date', async () => {
    const body = await seminars({ sort: 'price', pageSize: 100, page: 2 });
    const expected = [...data.events]
      .sort((a, b) => a.price - b.price || a.startDate.localeCompare(b.startDate) || a.eventId - b.eventId)
      .slice(100, 200)
      .map((e) => e.eventId);
    expect(body.items.map((i) => i.eventId)).toEqual(expected);
  });

  it.each(['date', 'title', 'price'] as const)(
    'answers a late page sorted by %s as the tail of the whole order, each row with its theme, rubric, place and modules',
    async (sort) => {
      const pageSize = 7;
      const lastPage = Math.ceil(data.events.length / pageSize);
      const body = await seminars({ sort, pageSize, page: lastPage - 1 });
      const key = { date: () => 0, title: (e: Ev) => e.title, price: (e: Ev) => e.price }[sort];
      const expected = [...data.events]
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          return (x < y ? -1 : x > y ? 1 : 0) || a.startDate.localeCompare(b.startDate) || a.eventId - b.eventId;
        })
        .slice((lastPage - 2) * pageSize, (lastPage - 1) * pageSize);
      expect(body.total).toBe(data.events.length);
      expect(body.items.map((i) => i.eventId)).toEqual(expected.map((e) => e.eventId));
      for (const [i, item] of body.items.entries()) {
        const event = expected[i]!;
        const theme = themeOf(event.themeId);
        const rubric = data.rubrics.find((r) => r.rubricId === theme.rubricId)!;
        const hotel = data.hotels.find((h) => h.hotelId === event.hotelId);
        const city = online(event.hotelId)
          ? null
          : (data.locations.find((l) => l.locationId === hotel?.locationId)?.name ?? null);
        expect(item).toMatchObject({
          themeId: theme.themeId,
          themeSlug: theme.slug,
          rubric: { rubricId: rubric.rubricId, name: rubric.name, slug: rubric.slug },
          city,
          moduleCount: data.eventModules.filter((m) => m.eventId === event.eventId).length,
        });
      }
    },
  );

  it.each([
    [{ month: '2026-3' }, 'month'],
    [{ month: 'März' }, 'month'],
    [{ oneDay: 'ja' }, 'oneDay'],
    [{ priceMin: -1 }, 'priceMin'],
    [{ priceMax: 'billig' }, 'priceMax'],
    [{ priceMin: 900, priceMax: 500 }, 'priceMax'],
    [{ sort: 'relevance' }, 'sort'],
  ])('refuses %j with 400 and a German message under %s', async (query, field) => {
    const res = await request(app).get('/api/get-seminars').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({ [field]: expect.stringMatching(/[a-zäöü]/) });
  });

  it('never answers an event outside the filter (property)', async () => {
    const rubricSlugs = data.rubrics.map((r) => r.slug);
    const months = [...new Set(data.events.map((e) => e.startDate.slice(0, 7)))];
    const filter = fc.record(
      {
        rubric: fc.constantFrom(...rubricSlugs),
        month: fc.constantFrom(...months),
        format: fc.constantFrom('online', 'presence'),
        oneDay: fc.boolean(),
        priceMin: fc.integer({ min: 0, max: 1200 }),
        priceSpan: fc.integer({ min: 0, max: 2000 }),
        sort: fc.constantFrom('date', 'title', 'price'),
      },
      { requiredKeys: ['sort'] },
    );
    await fc.assert(
      fc.asyncProperty(filter, async ({ priceSpan, ...f }) => {
        const query = { ...f, ...(f.priceMin !== undefined ? { priceMax: f.priceMin + (priceSpan ?? 0) } : {}) };
        const matches = (e: (typeof data.events)[number]) =>
          (!query.rubric ||
            themeOf(e.themeId).rubricId === data.rubrics.find((r) => r.slug === query.rubric)!.rubricId) &&
          (!query.month || e.startDate.startsWith(query.month)) &&
          (!query.format || (query.format === 'online') === online(e.hotelId)) &&
          (query.oneDay === undefined || query.oneDay === oneDay(e)) &&
          (query.priceMin === undefined || (e.price >= query.priceMin && e.price <= query.priceMax!));
        const body = await seminars({ ...query, pageSize: 100 });
        expect(body.items.every((i) => matches(eventOf(i.eventId)))).toBe(true);
        expect(body.total).toBe(data.events.filter(matches).length);
      }),
      { numRuns: 40 },
    );
  });
});

describe('GET /api/events: the training series', () => {
  it('lists only series, filtered like the seminar list', async () => {
    const res = await request(app).get('/api/events').query({ pageSize: 100 });
    expect(res.status).toBe(200);
    const body = res.body as SeminarsResponse;
    expect(body.total).toBe(data.events.filter((e) => e.isSeries === 1).length);
    expect(body.items.every((i) => i.isSeries && i.moduleCount > 1)).toBe(true);
    const bad = await request(app).get('/api/events').query({ sort: 'x' });
    expect(bad.status).toBe(400);
  });
});
