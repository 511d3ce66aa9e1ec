import type { Express } from 'express';
import {
  priceLabel,
  type SearchHit,
  type SearchResponse,
  type SeminarsResponse,
  type ThemeDetailResponse,
} from '@amb/shared-contracts';
import request from 'supertest';
import { updateTheme } from '../catalogue/catalogueWrites';
import { generateSeed } from '../seed/generate';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { expectedPrices } from '../test/expectedPrices';
import { createTestApp } from '../test/createTestApp';

const data = generateSeed(TEST_BASE_DATE);
const themeTitled = (title: string) => data.themes.find((t) => t.title === title)!;

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

async function search(query: Record<string, string | number>): Promise<SearchResponse> {
  const res = await request(app)
    .get('/api/search')
    .query({ pageSize: 100, ...query });
  expect(res.status).toBe(200);
  return res.body as SearchResponse;
}

const marked = (text: string, hit: SearchHit, field: 'title' | 'text' = 'title') =>
  hit.highlights[field].map((r) => text.slice(r.start, r.end));
const themeHits = (body: SearchResponse) => body.items.filter((h) => h.kind === 'theme');

describe('GET /api/search: German stems', () => {
  it('"Kündigung" finds "Kündigungen" (a stem, not a prefix: the word is not the last one typed)', async () => {
    const body = await search({ q: 'Kündigung Arbeitsvertrag' });
    const theme = themeTitled('Arbeitsrecht Teil I');
    const hit = themeHits(body).find((h) => h.id === theme.themeId)!;
    expect(hit).toBeDefined();
    expect(hit.text).toContain('Kündigungen');
    expect(marked(hit.text, hit, 'text')).toEqual(['Arbeitsvertrag', 'Kündigungen']);
  });

  it('"Betriebsrat" finds "Betriebsräte", as a whole word and typed as the last word', async () => {
    const theme = themeTitled('Rhetorik für Betriebsräte');
    for (const q of ['Betriebsrat überzeugend', 'Betriebsrat']) {
      const hit = themeHits(await search({ q })).find((h) => h.id === theme.themeId);
      expect(hit).toBeDefined();
      expect(marked(hit!.title, hit!)).toEqual(['Betriebsräte']);
    }
  });

  it('"Kündigungen" finds the theme titled "Kündigung …" (stems on both sides)', async () => {
    const theme = themeTitled('Kündigung und Kündigungsschutz');
    const body = await search({ q: 'Kündigungen', kind: 'theme' });
    const hit = body.items.find((h) => h.id === theme.themeId)!;
    expect(hit).toBeDefined();
    expect(marked(hit.title, hit)).toEqual(['Kündigung', 'Kündigungsschutz']);
    expect(hit.url).toBe(`/seminare/t/${theme.slug}`);
  });

  it('matches the word being typed as a prefix, also where its stem is shorter than what was typed', async () => {
    const titles = (body: SearchResponse) => themeHits(body).map((h) => h.title);
    expect(titles(await search({ q: 'Wirtschaftsaus' }))).toContain('Der Wirtschaftsausschuss');
    const mitbestimmung = data.themes
      .filter((t) => /Mitbestimmung/.test(`${t.title} ${t.subtitle}`))
      .map((t) => t.title);
    expect(mitbestimmung.length).toBeGreaterThan(0);
    expect(titles(await search({ q: 'Mitbestimmu' }))).toEqual(expect.arrayContaining(mitbestimmung));
    // Complete words before the last one must match by stem: no prefix there.
    expect((await search({ q: 'Wirtschaftsaus Betriebsrat' })).total).toBe(0);
  });

  it('ranks title matches above matches in the text only', async () => {
    const body = await search({ q: 'Kündigung' });
    const inTitle = body.items.map((h) => h.highlights.title.length > 0);
    expect(inTitle[0]).toBe(true);
    const firstWithout = inTitle.indexOf(false);
    expect(firstWithout).toBeGreaterThan(0);
    expect(inTitle.slice(firstWithout).every((t) => !t)).toBe(true);
  });

  it('finds locations and hotels', async () => {
    const hamburg = await search({ q: 'Hamburg', kind: 'location' });
    expect(hamburg.items.map((h) => h.title)).toEqual(['Hamburg']);
    expect(hamburg.items[0]!.url).toBe(
      `/standorte/hamburg-${data.locations.find((l) => l.name === 'Hamburg')!.locationId}`,
    );
    const hotel = await search({ q: 'Müggelsee', kind: 'hotel' });
    expect(hotel.items.map((h) => h.title)).toEqual(['Tagungshotel am Müggelsee']);
    expect(hotel.items[0]!.text).toContain('12559 Berlin');
    expect(marked(hotel.items[0]!.title, hotel.items[0]!)).toEqual(['Müggelsee']);
  });

  it('counts facets by rubric and month that the rubric and month filters reproduce', async () => {
    const body = await search({ q: 'Betriebsrat' });
    const events = await search({ q: 'Betriebsrat', kind: 'event', pageSize: 1 });
    expect(body.facets.months.reduce((n, m) => n + m.count, 0)).toBe(events.total);
    const themes = await search({ q: 'Betriebsrat', kind: 'theme', pageSize: 1 });
    expect(body.facets.rubrics.reduce((n, r) => n + r.count, 0)).toBe(events.total + themes.total);
    const rubric = body.facets.rubrics[0]!;
    expect((await search({ q: 'Betriebsrat', rubric: rubric.slug, pageSize: 1 })).total).toBe(rubric.count);
    const month = body.facets.months[2]!;
    const inMonth = await search({ q: 'Betriebsrat', month: month.month });
    expect(inMonth.total).toBe(month.count);
    expect(inMonth.items.every((h) => h.kind === 'event' && h.startDate!.startsWith(month.month))).toBe(true);
  });

  it('pages through the hits', async () => {
    const all = await search({ q: 'Betriebsrat' });
    const second = await search({ q: 'Betriebsrat', page: 2, pageSize: 10 });
    expect(second.items.map((h) => `${h.kind}${h.id}`)).toEqual(all.items.slice(10, 20).map((h) => `${h.kind}${h.id}`));
    expect(second.totalPages).toBe(Math.ceil(all.total / 10));
  });

  it('filters by rubric slug: the hits of that rubric in the unfiltered order, with every rubric in the facets', async () => {
    const all = await search({ q: 'Betriebsrat' });
    const rubric = data.rubrics.find((r) => all.items.some((h) => h.rubric?.rubricId === r.rubricId))!;
    const filtered = await search({ q: 'Betriebsrat', rubric: rubric.slug });
    const key = (h: SearchHit) => `${h.kind}${h.id}`;
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.every((h) => h.rubric?.slug === rubric.slug)).toBe(true);
    // The unfiltered page holds the first 100 hits: the filtered ones begin with that rubric's among them.
    const expected = all.items.filter((h) => h.rubric?.rubricId === rubric.rubricId).map(key);
    expect(filtered.items.slice(0, expected.length).map(key)).toEqual(expected);
    expect(filtered.facets).toEqual(all.facets);
  });

  it('answers no hits for text without words', async () => {
    expect((await search({ q: '§ %' })).total).toBe(0);
  });

  it.each([
    [{}, 'q'],
    [{ q: 'x', kind: 'seminar' }, 'kind'],
    [{ q: 'x', month: '2026-13' }, 'month'],
    [{ q: 'x', rubric: 'gibt-es-nicht' }, 'rubric'],
    [{ q: '§ %', rubric: 'gibt-es-nicht' }, 'rubric'],
    [{ q: 'x', pageSize: 500 }, 'pageSize'],
  ])('refuses %j with 400 and a German message under %s', async (query, field) => {
    const res = await request(app).get('/api/search').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toMatch(/[a-zäöü]/);
  });
});

describe('the search index follows catalogue changes', () => {
  it('finds a theme and its events by a new title, and no longer by the old one', async () => {
    const theme = themeTitled('Der Wirtschaftsausschuss');
    await updateTheme(testDb.db, theme.themeId, { title: 'Der Wirtschaftsausschuss im Konzern' });
    const hits = await search({ q: 'Konzern' });
    expect(hits.items.find((h) => h.kind === 'theme' && h.id === theme.themeId)).toBeDefined();
    const eventCount = data.events.filter((e) => e.themeId === theme.themeId).length;
    expect(
      hits.items.filter((h) => h.kind === 'event' && h.title === 'Der Wirtschaftsausschuss im Konzern'),
    ).toHaveLength(eventCount);
    const list = (await request(app).get('/api/get-seminars').query({ q: 'Konzern' })).body as SeminarsResponse;
    expect(list.total).toBe(eventCount);

    await updateTheme(testDb.db, theme.themeId, { title: 'Wirtschaftsausschuss kompakt' });
    expect((await search({ q: 'Konzern' })).total).toBe(0);
    expect(themeHits(await search({ q: 'Wirtschaftsausschuss kompakt' })).map((h) => h.id)).toContain(theme.themeId);
    await updateTheme(testDb.db, theme.themeId, { title: theme.title });
  });

  it('answers 404 for a theme that does not exist', async () => {
    await expect(updateTheme(testDb.db, 999_999, { title: 'Gibt es nicht' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('GET /api/search: prices', () => {
  it('gives every date hit its own price and label', async () => {
    const body = await search({ q: 'Kündigung', kind: 'event' });
    expect(body.items.length).toBeGreaterThan(0);
    for (const hit of body.items) {
      const event = data.events.find((e) => e.eventId === hit.id)!;
      expect(hit.price).toEqual({ label: priceLabel(expectedPrices(event)), amount: event.price });
    }
  });

  it('gives a theme hit the price its cards and its page show, places none', async () => {
    const body = await search({ q: 'Kündigung', kind: 'theme' });
    expect(body.items.length).toBeGreaterThan(0);
    for (const hit of body.items) {
      const page = (await request(app).get(`/api/themes/${hit.id}`)).body as ThemeDetailResponse;
      expect(hit.price).toEqual(page.priceFrom === null ? null : { label: page.priceLabel, amount: page.priceFrom });
    }
    expect((await search({ q: 'Hamburg', kind: 'location' })).items[0]!.price).toBeNull();
  });
});

describe('GET /api/search: a theme with its dates', () => {
  it.each(['Kündigung', 'Betriebsrat', 'Arbeitsrecht'])(
    '"%s": each theme comes before its own dates, which follow in date order',
    async (q) => {
      const { items } = await search({ q });
      const seminars = items.filter((h) => h.kind === 'theme' || h.kind === 'event');
      expect(seminars.some((h) => h.kind === 'event')).toBe(true);
      const titles = [...new Set(seminars.map((h) => h.title))];
      for (const title of titles) {
        const group = items.flatMap((h, index) => (h.title === title && h.kind !== 'location' ? [{ h, index }] : []));
        // The group is contiguous: nothing else between a theme and its dates.
        expect(group.map((g) => g.index)).toEqual(group.map((_, k) => group[0]!.index + k));
        const kinds = group.map((g) => g.h.kind);
        expect(kinds.indexOf('event') === -1 || kinds.lastIndexOf('theme') < kinds.indexOf('event')).toBe(true);
        const dates = group.filter((g) => g.h.kind === 'event').map((g) => g.h.startDate!);
        expect(dates).toEqual([...dates].sort());
      }
    },
  );
});
