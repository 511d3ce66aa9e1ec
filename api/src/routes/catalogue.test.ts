import type { Express } from 'express';
import type { Paginated, SeminarListItem } from '@amb/shared-contracts';
import request from 'supertest';
import { generateSeed } from '../seed/generate';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { expectedPrices } from '../test/expectedPrices';

const data = generateSeed(TEST_BASE_DATE);
const online = (hotelId: number | null) => hotelId === null || hotelId === 522 || hotelId === -1;
const themeOf = (themeId: number) => data.themes.find((t) => t.themeId === themeId)!;

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

async function seminars(query: Record<string, string | number>): Promise<Paginated<SeminarListItem>> {
  const res = await request(app).get('/api/get-seminars').query(query);
  expect(res.status).toBe(200);
  return res.body as Paginated<SeminarListItem>;
}

describe('GET /api/get-seminars', () => {
  it('lists all events ordered by start date and id, 20 per page by default', async () => {
    const body = await seminars({});
    expect(body.total).toBe(data.events.length);
    expect(body.pageSize).toBe(20);
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(Math.ceil(data.events.length / 20));
    const sorted = [...data.events].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.eventId - b.eventId);
    expect(body.items.map((i) => i.eventId)).toEqual(sorted.slice(0, 20).map((e) => e.eventId));
  });

  it('returns complete list items', async () => {
    const body = await seminars({ pageSize: 100 });
    const item = body.items.find((i) => !i.isOnlineEvent && !i.isSeries)!;
    const event = data.events.find((e) => e.eventId === item.eventId)!;
    const hotel = data.hotels.find((h) => h.hotelId === event.hotelId)!;
    expect(item).toEqual({
      eventId: event.eventId,
      themeId: event.themeId,
      themeSlug: themeOf(event.themeId).slug,
      title: themeOf(event.themeId).title,
      rubric: expect.objectContaining({ rubricId: themeOf(event.themeId).rubricId }),
      startDate: event.startDate,
      endDate: event.endDate,
      isOnlineEvent: false,
      city: hotel.city,
      hotelId: hotel.hotelId,
      isSeries: false,
      moduleCount: 0,
      prices: expectedPrices(event),
    });
    const onlineItem = body.items.find((i) => i.isOnlineEvent)!;
    expect(onlineItem.city).toBeNull();
  });

  it('paginates with consistent totals', async () => {
    const pageSize = 37;
    const first = await seminars({ pageSize, page: 1 });
    const seen = new Set<number>();
    for (let page = 1; page <= first.totalPages; page += 1) {
      const body = await seminars({ pageSize, page });
      expect(body.total).toBe(first.total);
      expect(body.items.length).toBe(page < first.totalPages ? pageSize : first.total - pageSize * (page - 1));
      body.items.forEach((i) => seen.add(i.eventId));
    }
    expect(seen.size).toBe(data.events.length);
    const beyond = await seminars({ pageSize, page: first.totalPages + 1 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('filters by rubric', async () => {
    const rubric = data.rubrics[1]!;
    const body = await seminars({ rubric: rubric.slug, pageSize: 100 });
    const expected = data.events.filter((e) => themeOf(e.themeId).rubricId === rubric.rubricId);
    expect(body.total).toBe(expected.length);
    expect(body.items.every((i) => i.rubric.slug === rubric.slug && i.rubric.name === rubric.name)).toBe(true);
  });

  it('filters by tag', async () => {
    const tag = data.tags.find((t) => t.slug === 'inklusion')!;
    const themeIds = new Set(data.themeTags.filter((tt) => tt.tagId === tag.tagId).map((tt) => tt.themeId));
    const body = await seminars({ tag: tag.slug, pageSize: 100 });
    expect(body.total).toBe(data.events.filter((e) => themeIds.has(e.themeId)).length);
    expect(body.items.every((i) => themeIds.has(i.themeId))).toBe(true);
  });

  it('filters by city (the event hotel or any module hotel)', async () => {
    const location = data.locations.find((l) => l.slug === 'hamburg')!;
    const hotelIds = new Set(data.hotels.filter((h) => h.locationId === location.locationId).map((h) => h.hotelId));
    const expected = data.events.filter(
      (e) =>
        hotelIds.has(e.hotelId ?? 0) ||
        data.eventModules.some((m) => m.eventId === e.eventId && hotelIds.has(m.hotelId)),
    );
    const body = await seminars({ city: 'hamburg', pageSize: 100 });
    expect(body.total).toBe(expected.length);
    expect(body.total).toBeGreaterThan(0);
  });

  it('filters by date range (start date within from..to, inclusive)', async () => {
    const from = '2026-03-01';
    const to = '2026-04-30';
    const body = await seminars({ from, to, pageSize: 100 });
    expect(body.total).toBe(data.events.filter((e) => e.startDate >= from && e.startDate <= to).length);
    expect(body.items.every((i) => i.startDate >= from && i.startDate <= to)).toBe(true);
    const onlyFrom = await seminars({ from: '2027-01-01' });
    expect(onlyFrom.total).toBe(data.events.filter((e) => e.startDate >= '2027-01-01').length);
    const sameDay = data.events[0]!.startDate;
    const day = await seminars({ from: sameDay, to: sameDay });
    expect(day.total).toBe(data.events.filter((e) => e.startDate === sameDay).length);
  });

  it('filters by format', async () => {
    const onlineBody = await seminars({ format: 'online', pageSize: 100 });
    const presence = await seminars({ format: 'presence', pageSize: 100 });
    expect(onlineBody.total).toBe(data.events.filter((e) => online(e.hotelId)).length);
    expect(onlineBody.items.every((i) => i.isOnlineEvent && i.city === null)).toBe(true);
    expect(presence.items.every((i) => !i.isOnlineEvent && i.city !== null)).toBe(true);
    expect(onlineBody.total + presence.total).toBe(data.events.length);
  });

  it('searches the events by text: case and umlauts folded, words stemmed', async () => {
    const withText = (text: string) =>
      data.events.filter((e) => `${themeOf(e.themeId).title} ${themeOf(e.themeId).subtitle}`.includes(text)).length;
    for (const [q, text] of [
      ['MOBBING', 'Mobbing'],
      ['wirtschaftsausschuss', 'Wirtschaftsausschuss'],
      ['ÜBERZEUGEND', 'Überzeugend'],
      ['überzeugend', 'Überzeugend'],
    ] as const) {
      const body = await seminars({ q, pageSize: 100 });
      expect(body.total).toBeGreaterThanOrEqual(withText(text));
      expect(body.total).toBeGreaterThan(0);
    }
    // Only punctuation: no word to search for, so nothing rather than everything.
    expect((await seminars({ q: '%_' })).total).toBe(0);
  });

  it('combines filters', async () => {
    const body = await seminars({
      rubric: 'arbeitsrecht',
      format: 'presence',
      from: '2026-02-01',
      q: 'Teil Vertiefung',
      pageSize: 100,
    });
    const expected = data.events.filter(
      (e) =>
        themeOf(e.themeId).rubricId === 2 &&
        !online(e.hotelId) &&
        e.startDate >= '2026-02-01' &&
        themeOf(e.themeId).title === 'Arbeitsrecht Teil II',
    );
    expect(body.total).toBe(expected.length);
    expect(body.total).toBeGreaterThan(0);
  });

  it('reports series with their module count', async () => {
    const body = await seminars({ q: 'schulungsreihe', pageSize: 100 });
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item.isSeries).toBe(true);
      expect(item.moduleCount).toBe(data.eventModules.filter((m) => m.eventId === item.eventId).length);
    }
  });

  it('treats empty parameters as absent', async () => {
    expect((await seminars({ rubric: '', q: '', page: '' })).total).toBe(data.events.length);
  });

  it.each([
    [{ rubric: 'gibt-es-nicht' }, 'rubric', 'Die Rubrik „gibt-es-nicht“ gibt es nicht.'],
    [{ tag: 'unbekannt' }, 'tag', 'Das Schlagwort „unbekannt“ gibt es nicht.'],
    [{ city: 'atlantis' }, 'city', 'Den Ort „atlantis“ gibt es nicht.'],
    [{ rubric: 'Arbeits Recht' }, 'rubric', 'Die Rubrik ist ungültig.'],
    [{ from: '2026-05-01', to: '2026-04-01' }, 'to', 'Das Enddatum darf nicht vor dem Startdatum liegen.'],
    [{ from: '01.05.2026' }, 'from', 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.'],
    [{ to: '2026-02-30' }, 'to', 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.'],
    [{ page: 0 }, 'page', 'Die Seite muss eine ganze Zahl ab 1 sein.'],
    [{ page: 'zwei' }, 'page', 'Die Seite muss eine ganze Zahl ab 1 sein.'],
    [{ page: 1.5 }, 'page', 'Die Seite muss eine ganze Zahl ab 1 sein.'],
    [{ pageSize: 1000 }, 'pageSize', 'Die Seitengröße muss eine ganze Zahl zwischen 1 und 100 sein.'],
    [{ pageSize: 0 }, 'pageSize', 'Die Seitengröße muss eine ganze Zahl zwischen 1 und 100 sein.'],
    [{ format: 'xyz' }, 'format', 'Das Format muss „online“ oder „presence“ sein.'],
    [{ q: 'a\u0000b' }, 'q', 'Der Suchbegriff enthält ungültige Zeichen.'],
    [{ q: 'x'.repeat(201) }, 'q', 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.'],
  ])('refuses %j with 400 and a German field message', async (query, field, message) => {
    const res = await request(app).get('/api/get-seminars').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toBe('Die Eingaben sind ungültig.');
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('refuses repeated parameters', async () => {
    const res = await request(app).get('/api/get-seminars?rubric=jav&rubric=arbeitsrecht');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.rubric).toBe('Der Parameter darf nur einmal angegeben werden.');
  });

  it('accepts the maximum page size', async () => {
    expect((await seminars({ pageSize: 100 })).items).toHaveLength(100);
  });
});

describe('catalogue lookups', () => {
  it('GET /api/get-rubrics lists the rubrics in order', async () => {
    const res = await request(app).get('/api/get-rubrics');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(data.rubrics.length);
    expect(res.body[0]).toEqual({
      rubricId: 1,
      name: 'BR-Grundlagen',
      slug: 'br-grundlagen',
      description: data.rubrics[0]!.description,
    });
    expect(res.body.map((r: { slug: string }) => r.slug)).toContain('kommunikation-rhetorik');
  });

  it.each([
    {
      kind: 'tags',
      example: { tagId: expect.any(Number), name: 'Künstliche Intelligenz', slug: 'kuenstliche-intelligenz' },
    },
    {
      kind: 'locations',
      example: {
        locationId: expect.any(Number),
        name: 'Frankfurt am Main',
        slug: 'frankfurt-am-main',
        state: 'Hessen',
      },
    },
  ] as const)('GET /api/get-$kind lists the $kind', async ({ kind, example }) => {
    const res = await request(app).get(`/api/get-${kind}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(data[kind].length);
    expect(res.body).toContainEqual(example);
  });

  it('GET /api/get-hotels lists real hotels with address and location', async () => {
    const res = await request(app).get('/api/get-hotels');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(data.hotels.length - 1);
    expect(res.body.some((h: { hotelId: number }) => h.hotelId === 522)).toBe(false);
    const hotel = res.body.find((h: { name: string }) => h.name === 'Hotel Alsterblick');
    expect(hotel).toEqual({
      hotelId: expect.any(Number),
      name: 'Hotel Alsterblick',
      street: 'An der Alster 40',
      postalCode: '20099',
      city: 'Hamburg',
      stars: 5,
      location: { locationId: expect.any(Number), name: 'Hamburg', slug: 'hamburg', state: 'Hamburg' },
    });
  });
});
