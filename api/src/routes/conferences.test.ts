import {
  API_ROUTES,
  CONFERENCE_MESSAGES,
  buildPath,
  type ConferenceDetailResponse,
  type ConferencesResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { CONFERENCES } from '../seed/conferencesData';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { addDays } from '../util/calendarDays';

let testDb: TestDb;
let app: Express;
beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => new Date(`${TEST_BASE_DATE}T10:00:00.000Z`) }));
});
afterAll(async () => testDb.destroy());

const detail = async (slug: string) =>
  (
    await request(app)
      .get(buildPath(API_ROUTES.conferenceByUrl.path, { url: slug }))
      .expect(200)
  ).body as ConferenceDetailResponse;

describe('GET /api/get-conferences', () => {
  it('lists the upcoming conferences by first day, the past one only when asked for', async () => {
    const upcoming = (await request(app).get(API_ROUTES.conferences.path).expect(200)).body as ConferencesResponse;
    const expected = CONFERENCES.filter((c) => c.startOffset > 0).sort((a, b) => a.startOffset - b.startOffset);
    expect(upcoming.conferences.map((c) => c.slug)).toEqual(expected.map((c) => c.slug));
    expect(upcoming.conferences[0]).toMatchObject({
      url: '/fachtagung/betriebsraete-fachtagung',
      bookingUrl: '/fachtagung/betriebsraete-fachtagung/buchung',
      startDate: addDays(TEST_BASE_DATE, 63),
      endDate: addDays(TEST_BASE_DATE, 65),
      city: 'Berlin',
      state: 'bookable',
      // The early-bird price of the first participant (890 € less 100 €) while it lasts.
      priceFrom: 790,
      earlyBirdUntil: addDays(TEST_BASE_DATE, 21),
    });
    const past = (await request(app).get(API_ROUTES.conferences.path).query({ when: 'past' }).expect(200))
      .body as ConferencesResponse;
    expect(past.conferences.map((c) => [c.slug, c.state])).toEqual([
      ['fachtagung-arbeits-und-gesundheitsschutz', 'past'],
    ]);
  });

  it('filters by audience (a conference for all committees is for everyone) and limits', async () => {
    const sbv = (await request(app).get(API_ROUTES.conferences.path).query({ audience: 'sbv' }).expect(200))
      .body as ConferencesResponse;
    expect(sbv.conferences.map((c) => c.slug)).toEqual(['sbv-tag', 'digitalisierungs-kongress']);
    const one = (await request(app).get(API_ROUTES.conferences.path).query({ limit: 1 }).expect(200))
      .body as ConferencesResponse;
    expect(one.conferences).toHaveLength(1);
  });

  it.each([{ when: 'soon' }, { audience: 'vorstand' }, { limit: '0' }, { limit: '51' }, { limit: 'viele' }])(
    'answers a bad query %j with a German 400 and nothing else',
    async (query) => {
      const res = await request(app).get(API_ROUTES.conferences.path).query(query).expect(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.values(res.body.error.fields)).toContain(CONFERENCE_MESSAGES.query);
    },
  );
});

describe('GET /api/get-conference-by-url/:url', () => {
  it('answers the programme by day with plenary talks and parallel workshops, speakers, prices and the hotel', async () => {
    const conference = await detail('betriebsraete-fachtagung');
    expect(conference.days.map((d) => d.day)).toEqual([0, 1, 2].map((n) => addDays(TEST_BASE_DATE, 63 + n)));
    const workshops = conference.days.flatMap((d) => d.slots.flatMap((s) => s.workshops));
    expect(workshops).toHaveLength(12);
    expect(workshops[0]).toMatchObject({ code: 'A1', capacity: 70, seatsLeft: 40, seatState: 'free', waiting: 0 });
    expect(conference.speakers.length).toBeGreaterThanOrEqual(10);
    const ids = new Set(conference.speakers.map((s) => s.speakerId));
    for (const slot of conference.days.flatMap((d) => d.slots)) {
      for (const id of [...slot.speakerIds, ...slot.workshops.flatMap((w) => w.speakerIds)])
        expect(ids.has(id)).toBe(true);
    }
    expect(conference.speakers[0]!.photoUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(conference.prices).toMatchObject({
      priceLabel: 'Preis ab',
      earlyBird: { until: addDays(TEST_BASE_DATE, 21), discount: 100, active: true },
      memberDiscount: 60,
      from: 790,
    });
    expect(conference.prices.lines.map((l) => [l.regular, l.earlyBird])).toEqual([
      [890, 790],
      [850, 750],
      [800, 700],
      [770, 670],
      [760, 660],
    ]);
    expect(conference.hotel).toMatchObject({
      name: 'Hotel Spreebogen',
      city: 'Berlin',
      roomsLeft: 49,
      roomsUntil: addDays(TEST_BASE_DATE, 35),
    });
    expect(conference.boardOptions).toEqual(['overnight', 'overnightWithNightBefore', 'dayRate']);
    expect(conference.included.length).toBeGreaterThan(2);
    expect(conference.relatedSeminars.length).toBeGreaterThan(0);
    expect(conference.relatedSeminars.every((t) => t.url.startsWith('/seminare/t/'))).toBe(true);
    expect(conference.relatedConferences.map((c) => c.slug)).not.toContain('betriebsraete-fachtagung');
  });

  it('shows the nearly full one, the full workshop with its waiting list while seats remain, and the past one', async () => {
    const sbv = await detail('sbv-tag');
    expect(sbv).toMatchObject({ seatsLeft: 3, seatState: 'few', state: 'bookable' });
    const jav = await detail('jav-konferenz');
    const j2 = jav.days.flatMap((d) => d.slots.flatMap((s) => s.workshops)).find((w) => w.code === 'J2');
    expect(j2).toMatchObject({ seatsLeft: 0, seatState: 'full' });
    expect(jav).toMatchObject({ state: 'bookable', hasFullWorkshop: true });
    expect(jav.prices.memberDiscount).toBeNull();
    const past = await detail('fachtagung-arbeits-und-gesundheitsschutz');
    expect(past.state).toBe('past');
    // The contingent was released long ago: a room cannot be had any more.
    expect(past.boardOptions).toEqual(['dayRate']);
  });

  it.each(['unbekannte-tagung', 'Gross', 'a--b', 'x'.repeat(121), '%00'])('answers %s with 404', async (url) => {
    const res = await request(app)
      .get(`/api/get-conference-by-url/${encodeURIComponent(url)}`)
      .expect(404);
    expect(res.body.error.message).toBe(CONFERENCE_MESSAGES.notFound);
  });
});

describe('GET /recommendations/conferences', () => {
  it("puts the conferences of a theme's tags first and never the conference itself", async () => {
    const theme = await testDb.db
      .selectFrom('themes as t')
      .innerJoin('themeTags as tt', 'tt.themeId', 't.themeId')
      .innerJoin('tags as g', 'g.tagId', 'tt.tagId')
      .select('t.themeId')
      .where('g.name', '=', 'Inklusion')
      .where('t.actionField', '!=', 'Fachtagung')
      .executeTakeFirstOrThrow();
    const res = (
      await request(app).get(API_ROUTES.recommendedConferences.path).query({ themeId: theme.themeId }).expect(200)
    ).body as ConferencesResponse;
    expect(res.conferences[0]!.slug).toBe('sbv-tag');
    expect(res.conferences).toHaveLength(3);
    const conference = await detail('jav-konferenz');
    const beside = (
      await request(app)
        .get(API_ROUTES.recommendedConferences.path)
        .query({ conferenceId: conference.conferenceId, limit: 12 })
        .expect(200)
    ).body as ConferencesResponse;
    expect(beside.conferences.map((c) => c.slug)).not.toContain('jav-konferenz');
    expect(beside.conferences.map((c) => c.state)).not.toContain('past');
    await request(app).get(API_ROUTES.recommendedConferences.path).query({ themeId: 'x' }).expect(400);
  });
});
