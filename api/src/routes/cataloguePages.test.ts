import type { Express } from 'express';
import {
  priceLabel,
  type BookingStatesResponse,
  type EventDetailResponse,
  type EventManagersResponse,
  type HotelDetailResponse,
  type LocationDetailResponse,
  type ThemeCard,
  type ThemeDatesResponse,
  type ThemeDetailResponse,
} from '@amb/shared-contracts';
import request from 'supertest';
import { generateSeed } from '../seed/generate';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { expectedPrices } from '../test/expectedPrices';

const data = generateSeed(TEST_BASE_DATE);
/** A day into the data, so some dates lie in the past. */
const TODAY = '2026-03-02';
const online = (hotelId: number | null) => hotelId === null || hotelId === 522 || hotelId === -1;
const themeTitled = (title: string) => data.themes.find((t) => t.title === title)!;
const datesOf = (themeId: number) =>
  data.events
    .filter((e) => e.themeId === themeId && e.startDate >= TODAY)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.eventId - b.eventId);

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp({ now: () => new Date(`${TODAY}T10:00:00Z`) })));
afterAll(() => testDb.destroy());

async function get<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const res = await request(app).get(path).query(query);
  expect(res.status).toBe(200);
  return res.body as T;
}

async function expectNotFound(path: string) {
  const res = await request(app).get(path);
  expect(res.status).toBe(404);
  expect(res.body.error.code).toBe('NOT_FOUND');
  expect(res.body.error.message).toMatch(/gibt es nicht/);
}

describe('theme detail', () => {
  const theme = themeTitled('Kündigung und Kündigungsschutz');

  it('answers the same theme by id and by slug, with the canonical slug address', async () => {
    const byId = await get<ThemeDetailResponse>(`/api/themes/${theme.themeId}`);
    const bySlug = await get<ThemeDetailResponse>(`/api/themes/${theme.slug}`);
    expect(byId).toEqual(bySlug);
    expect(byId.url).toBe(`/seminare/t/${theme.slug}`);
    expect(byId.slug).toBe(theme.slug);
    expect(byId.title).toBe(theme.title);
    expect(byId.description).toBe(theme.description);
    const tagIds = data.themeTags.filter((t) => t.themeId === theme.themeId).map((t) => t.tagId);
    expect(byId.tags.map((t) => t.tagId).sort()).toEqual(tagIds.sort());
    const manager = data.eventManagers.find((m) => m.managerId === theme.managerId)!;
    expect(byId.manager).toEqual(manager);
    const dates = datesOf(theme.themeId);
    expect(byId.dateCount).toBe(dates.length);
    expect(byId.nextDate?.eventId).toBe(dates[0]!.eventId);
    // The card's price is its next date's, under that date's label (not the lowest of some later date).
    expect(byId.priceFrom).toBe(dates[0]!.price);
    expect(byId.priceLabel).toBe(priceLabel(expectedPrices(dates[0]!)));
  });

  it('answers 404 NOT_FOUND for unknown or malformed themes', async () => {
    await expectNotFound('/api/themes/999999');
    await expectNotFound('/api/themes/gibt-es-nicht');
    await expectNotFound('/api/themes/Kein%20Slug');
    await expectNotFound('/api/themes/999999/dates');
  });
});

describe('theme dates', () => {
  it('lists the dates from today on with place, seats and the price table', async () => {
    const theme = data.themes.find((t) =>
      data.events.some(
        (e) =>
          e.themeId === t.themeId &&
          !online(e.hotelId) &&
          e.priceParticipantTwo !== null &&
          e.priceParticipantTwo < e.price,
      ),
    )!;
    const body = await get<ThemeDatesResponse>(`/api/themes/${theme.slug}/dates`);
    const expected = datesOf(theme.themeId);
    expect(body.dates.map((d) => d.eventId)).toEqual(expected.map((e) => e.eventId));
    for (const date of body.dates) {
      const event = expected.find((e) => e.eventId === date.eventId)!;
      expect(date.prices).toEqual(expectedPrices(event));
      const left = Math.max(0, event.capacity - event.seatsTaken);
      expect(date.seatsLeft).toBe(left);
      expect(date.seatState).toBe(left === 0 ? 'full' : left <= 3 ? 'few' : 'free');
      expect(date.isOnlineEvent).toBe(online(event.hotelId));
      if (date.isOnlineEvent) {
        expect(date.city).toBeNull();
        expect(date.hotel).toBeNull();
      } else {
        const hotel = data.hotels.find((h) => h.hotelId === event.hotelId)!;
        expect(date.city).toBe(hotel.city);
        expect(date.hotel).toEqual({
          hotelId: hotel.hotelId,
          name: hotel.name,
          url: expect.stringMatching(/^\/standorte\/hotel\/.+-\d+$/),
        });
      }
      expect(date.isOneDay).toBe(event.startDate === event.endDate && !online(event.hotelId));
    }
    const degressive = body.dates.find(
      (d) => d.prices.priceParticipantTwo !== null && d.prices.priceParticipantTwo < d.prices.price,
    )!;
    expect(degressive.priceLabel).toBe('Preis ab');
    expect(degressive.participantPrices.map((p) => p.label)).toEqual([
      '1. Teilnehmer',
      '2. Teilnehmer',
      '3. Teilnehmer',
      '4. Teilnehmer',
      '5. Teilnehmer',
    ]);
    expect(degressive.participantPrices[1]!.price).toBe(degressive.prices.priceParticipantTwo);
  });

  it('gives a single price to themes without prices per participant, labelled "Preis"', async () => {
    const event = data.events.find((e) => e.priceParticipantTwo === null && e.startDate >= TODAY)!;
    const body = await get<ThemeDatesResponse>(`/api/themes/${event.themeId}/dates`);
    const date = body.dates.find((d) => d.eventId === event.eventId)!;
    expect(date.priceLabel).toBe('Preis');
    expect(date.participantPrices).toEqual([{ participant: 1, label: '1. Teilnehmer', price: event.price }]);
  });

  it('counts the online sessions of an online training series', async () => {
    const series = data.events.find(
      (e) =>
        e.isSeries === 1 &&
        e.startDate >= TODAY &&
        data.eventModules.filter((m) => m.eventId === e.eventId).every((m) => online(m.hotelId)),
    )!;
    const modules = data.eventModules.filter((m) => m.eventId === series.eventId);
    const body = await get<ThemeDatesResponse>(`/api/themes/${series.themeId}/dates`);
    expect(body.dates.find((d) => d.eventId === series.eventId)!.onlineSessions).toBe(modules.length);
  });
});

describe('event detail', () => {
  it('answers a training series with its modules, their dates and hotels', async () => {
    const series = data.events.find(
      (e) => e.isSeries === 1 && data.eventModules.some((m) => m.eventId === e.eventId && !online(m.hotelId)),
    )!;
    const modules = data.eventModules.filter((m) => m.eventId === series.eventId);
    const body = await get<EventDetailResponse>(`/api/events/${series.eventId}`);
    expect(body.eventId).toBe(series.eventId);
    expect(body.theme.themeId).toBe(series.themeId);
    expect(body.isSeries).toBe(true);
    expect(body.isPresenceSeries).toBe(true);
    expect(body.modules.map((m) => [m.moduleId, m.startDate, m.endDate, m.isOnline])).toEqual(
      modules.map((m) => [m.moduleId, m.startDate, m.endDate, online(m.hotelId)]),
    );
    const withHotel = body.modules.find((m) => !m.isOnline)!;
    expect(withHotel.hotel?.name).toBe(data.hotels.find((h) => h.hotelId === withHotel.hotel?.hotelId)?.name);
    expect(withHotel.city).not.toBeNull();
  });

  it('answers 404 for unknown events', async () => {
    await expectNotFound('/api/events/1');
    await expectNotFound('/api/events/abc');
  });
});

describe('location and hotel detail', () => {
  it('answers a location with its hotels and the events held there', async () => {
    const location = data.locations.find((l) => l.slug === 'hamburg')!;
    const body = await get<LocationDetailResponse>(`/api/locations/${location.slug}-${location.locationId}`);
    expect(body.name).toBe('Hamburg');
    expect(body.description).toBe(location.description);
    expect(body.hotels.map((h) => h.hotelId).sort()).toEqual(
      data.hotels
        .filter((h) => h.locationId === location.locationId)
        .map((h) => h.hotelId)
        .sort(),
    );
    const list = await get<{ total: number }>('/api/get-seminars', { city: 'hamburg', from: TODAY });
    expect(body.eventCount).toBe(list.total);
    expect(body.events.every((e) => e.startDate >= TODAY)).toBe(true);
    expect(await get<LocationDetailResponse>(`/api/locations/${location.locationId}`)).toEqual(body);
  });

  it('answers a hotel with address, offer and events', async () => {
    const hotel = data.hotels.find((h) => h.name === 'Tagungshotel am Müggelsee')!;
    const body = await get<HotelDetailResponse>(`/api/hotels/tagungshotel-am-mueggelsee-${hotel.hotelId}`);
    expect(body).toMatchObject({
      hotelId: hotel.hotelId,
      street: hotel.street,
      postalCode: hotel.postalCode,
      city: 'Berlin',
      rooms: hotel.rooms,
      board: hotel.board,
      accessibility: hotel.accessibility,
      description: hotel.description,
      location: expect.objectContaining({ name: 'Berlin' }),
    });
    const heldThere = data.events.filter(
      (e) =>
        e.startDate >= TODAY &&
        (e.hotelId === hotel.hotelId ||
          data.eventModules.some((m) => m.eventId === e.eventId && m.hotelId === hotel.hotelId)),
    );
    expect(body.eventCount).toBe(heldThere.length);
    expect(body.eventCount).toBeGreaterThan(0);
  });

  it('answers 404 for unknown places and the online pseudo hotel', async () => {
    await expectNotFound('/api/locations/atlantis-999');
    await expectNotFound('/api/locations/Atlantis');
    await expectNotFound('/api/hotels/online-seminar-522');
    await expectNotFound('/api/hotels/99999');
  });
});

describe('contact persons and seat states', () => {
  it('answers the contact person of a theme, or all of them', async () => {
    const theme = data.themes[0]!;
    const mine = await get<EventManagersResponse>('/api/get-event-managers', { themeId: theme.themeId });
    expect(mine).toEqual(data.eventManagers.filter((m) => m.managerId === theme.managerId));
    expect(await get<EventManagersResponse>('/api/get-event-managers')).toEqual(data.eventManagers);
    expect(await get<EventManagersResponse>('/api/get-event-managers', { themeId: 999999 })).toEqual([]);
  });

  it('answers seat states by event ids and by theme', async () => {
    const events = data.events.slice(0, 3);
    const body = await get<BookingStatesResponse>('/api/get-booking-states', {
      eventIds: events.map((e) => e.eventId).join(','),
    });
    expect(body.map((b) => b.eventId)).toEqual(events.map((e) => e.eventId));
    const full = data.events.find((e) => e.seatsTaken >= e.capacity)!;
    expect(await get<BookingStatesResponse>('/api/get-booking-states', { eventIds: full.eventId })).toEqual([
      { eventId: full.eventId, seatState: 'full', seatsLeft: 0 },
    ]);
    const byTheme = await get<BookingStatesResponse>('/api/get-booking-states', { themeId: full.themeId });
    expect(byTheme).toHaveLength(data.events.filter((e) => e.themeId === full.themeId).length);
  });

  it.each([
    ['/api/get-booking-states', {}],
    ['/api/get-booking-states', { eventIds: '1,x' }],
    ['/api/get-booking-states', { eventIds: '1', themeId: 2 }],
    ['/api/get-event-managers', { themeId: 'eins' }],
    ['/recommendations/get-related-topics', {}],
    ['/recommendations/starter-package', { themeId: 'x' }],
    ['/api/themes-remarketing', { themeIds: '1;2' }],
  ])('refuses %s %j with 400', async (path, query) => {
    const res = await request(app).get(path).query(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('recommendations', () => {
  it('relates themes by shared tags, each with a next date from today on', async () => {
    const theme = themeTitled('Kündigung und Kündigungsschutz');
    const body = await get<ThemeCard[]>('/recommendations/get-related-topics', { themeId: theme.themeId });
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(6);
    const myTags = new Set(data.themeTags.filter((t) => t.themeId === theme.themeId).map((t) => t.tagId));
    const shares = (id: number) => data.themeTags.some((t) => t.themeId === id && myTags.has(t.tagId));
    expect(shares(body[0]!.themeId)).toBe(true);
    expect(body.some((c) => c.themeId === theme.themeId)).toBe(false);
    expect(body.every((c) => c.nextDate !== null && c.nextDate.startDate >= TODAY)).toBe(true);
  });

  it('recommends themes of the same rubric, or the next dates', async () => {
    const theme = data.themes[0]!;
    const sameRubric = await get<ThemeCard[]>('/recommendations/themes', { themeId: theme.themeId });
    expect(sameRubric.length).toBeGreaterThan(0);
    expect(sameRubric.every((c) => c.rubric.rubricId === theme.rubricId && c.themeId !== theme.themeId)).toBe(true);
    const next = await get<ThemeCard[]>('/recommendations/themes');
    const starts = next.map((c) => c.nextDate!.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(next).toHaveLength(6);
  });

  it("puts the beginners' themes into the starter package, those of the theme's rubric first", async () => {
    const theme = themeTitled('Kündigung und Kündigungsschutz');
    const beginner = data.tags.find((t) => t.slug === 'einsteiger')!;
    const tagged = new Set(data.themeTags.filter((t) => t.tagId === beginner.tagId).map((t) => t.themeId));
    const rubricIds = [...data.rubrics].sort((a, b) => a.position - b.position).map((r) => r.rubricId);
    const rubricOf = (id: number) => data.themes.find((t) => t.themeId === id)!.rubricId;
    const rank = (id: number) => (rubricOf(id) === theme.rubricId ? -1 : rubricIds.indexOf(rubricOf(id)));
    const expected = [...tagged].sort((a, b) => rank(a) - rank(b) || a - b);

    const body = await get<ThemeCard[]>('/recommendations/starter-package', { themeId: theme.themeId });
    expect(body.map((c) => c.themeId)).toEqual(expected);
    expect(body.length).toBeGreaterThan(3);
    expect(body[0]!.url).toMatch(/^\/seminare\/t\//);
    expect(await get<ThemeCard[]>('/recommendations/starter-package', { themeId: 999999 })).toEqual([]);
  });

  it('answers the remarketing themes in the order asked, unknown ids left out', async () => {
    const [a, b] = [data.themes[4]!, data.themes[1]!];
    const body = await get<ThemeCard[]>('/api/themes-remarketing', { themeIds: `${a.themeId},999999,${b.themeId}` });
    expect(body.map((c) => c.themeId)).toEqual([a.themeId, b.themeId]);
    expect(body[0]!.url).toBe(`/seminare/t/${a.slug}`);
  });
});
