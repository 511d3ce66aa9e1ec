import type { Express } from 'express';
import type { SitemapEntriesResponse } from '@amb/shared-contracts';
import request from 'supertest';
import { generateSeed } from '../seed/generate';
import { type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

const data = generateSeed('2026-01-05');
const TODAY = '2026-03-02';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp({ now: () => new Date(`${TODAY}T10:00:00Z`) })));
afterAll(() => testDb.destroy());

const entries = async () => (await request(app).get('/api/sitemap-entries').expect(200)).body as SitemapEntriesResponse;

describe('GET /api/sitemap-entries', () => {
  it('lists every rubric, theme and location by its canonical address', async () => {
    const body = await entries();
    expect(body.rubrics).toHaveLength(data.rubrics.length);
    expect(body.themes.sort()).toEqual(data.themes.map((t) => `/seminare/t/${t.slug}`).sort());
    expect(body.locations).toHaveLength(data.locations.length);
    for (const location of data.locations)
      expect(body.locations).toContain(`/standorte/${location.slug}-${location.locationId}`);
  });

  it('lists the dates from today on only, and the venues without the online pseudo hotels', async () => {
    const body = await entries();
    const upcoming = data.events.filter((e) => e.startDate >= TODAY).map((e) => `/seminare/p/${e.eventId}`);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeLessThan(data.events.length);
    expect(body.events.sort()).toEqual(upcoming.sort());
    const venues = data.hotels.filter((h) => h.hotelId !== 522 && h.hotelId !== -1);
    expect(body.hotels).toHaveLength(venues.length);
    expect(body.hotels.every((url) => /^\/standorte\/hotel\/[a-z0-9-]+-\d+$/.test(url))).toBe(true);
  });

  it('leaves a cancelled date out', async () => {
    const [first] = (await entries()).events;
    const eventId = Number(first!.split('/').pop());
    await testDb.db
      .updateTable('events')
      .set({ cancelledAt: `${TODAY}T08:00:00.000Z` })
      .where('eventId', '=', eventId)
      .execute();
    expect((await entries()).events).not.toContain(first);
  });
});
