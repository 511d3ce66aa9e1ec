import { ONLINE_HOTEL_IDS } from '@amb/shared-contracts';
import { addDays } from '../util/calendarDays';
import { generateSeed, WINDOW_DAYS } from './generate';

const BASE = '2026-01-05';
const isOnline = (hotelId: number | null) =>
  hotelId === null || (ONLINE_HOTEL_IDS as readonly number[]).includes(hotelId);

describe('generateSeed', () => {
  const data = generateSeed(BASE);

  it('is deterministic: the same base date and seed give the same rows', () => {
    expect(generateSeed(BASE)).toEqual(data);
    expect(generateSeed(BASE, 42).events).not.toEqual(data.events);
  });

  it('moves with the base date', () => {
    const later = generateSeed('2027-03-01');
    expect(later.events.length).toBe(data.events.length);
    expect(later.events.every((e) => e.startDate >= '2027-03-01')).toBe(true);
  });

  it('gives the same rows a week later for a base date a week later', () => {
    const shift = (day: string) => addDays(day, 7);
    const later = generateSeed(shift(BASE));
    expect(later.events).toEqual(
      data.events.map((e) => ({ ...e, startDate: shift(e.startDate), endDate: shift(e.endDate) })),
    );
    expect(later.eventModules).toEqual(
      data.eventModules.map((m) => ({ ...m, startDate: shift(m.startDate), endDate: shift(m.endDate) })),
    );
    expect(later.themes).toEqual(data.themes);
  });

  it('is fast (< 1 s)', () => {
    const started = performance.now();
    generateSeed('2026-06-01');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('has the required volume', () => {
    expect(data.themes.length).toBeGreaterThanOrEqual(60);
    expect(data.rubrics.length).toBeGreaterThanOrEqual(8);
    expect(new Set(data.themes.map((t) => t.rubricId)).size).toBe(data.rubrics.length);
    expect(data.events.length).toBeGreaterThanOrEqual(400);
    const realHotels = data.hotels.filter((h) => !isOnline(h.hotelId));
    expect(realHotels.length).toBeGreaterThanOrEqual(25);
    expect(new Set(realHotels.map((h) => h.locationId)).size).toBeGreaterThanOrEqual(15);
    expect(data.locations.length).toBeGreaterThanOrEqual(15);
    expect(data.hotels.find((h) => h.hotelId === 522)?.name).toBe('Online-Seminar');
  });

  it('gives every theme a subtitle, several tags and unique slugs', () => {
    for (const theme of data.themes) {
      expect(theme.subtitle.length).toBeGreaterThan(5);
      expect(data.themeTags.filter((tt) => tt.themeId === theme.themeId).length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(data.themes.map((t) => t.slug)).size).toBe(data.themes.length);
    expect(data.themes.map((t) => t.title)).toEqual(
      expect.arrayContaining([
        'Betriebsverfassungsrecht Teil I',
        'Der Wirtschaftsausschuss',
        'Mobbing erkennen und handeln',
      ]),
    );
  });

  it('keeps every event and module inside the 78-week window', () => {
    const end = addDays(BASE, WINDOW_DAYS);
    for (const e of data.events) {
      expect(e.startDate >= BASE && e.endDate <= end && e.startDate <= e.endDate).toBe(true);
    }
    for (const m of data.eventModules) expect(m.startDate >= BASE && m.endDate <= end).toBe(true);
  });

  it('mixes online, one-day, multi-day and series events', () => {
    const online = data.events.filter((e) => isOnline(e.hotelId));
    const presence = data.events.filter((e) => !isOnline(e.hotelId) && e.isSeries === 0);
    expect(online.some((e) => e.hotelId === 522)).toBe(true);
    expect(online.some((e) => e.hotelId === -1)).toBe(true);
    expect(presence.some((e) => e.startDate === e.endDate)).toBe(true);
    const lengths = new Set(presence.map((e) => (Date.parse(e.endDate) - Date.parse(e.startDate)) / 86_400_000 + 1));
    for (const days of [2, 3, 4, 5]) expect(lengths.has(days)).toBe(true);
    const series = data.events.filter((e) => e.isSeries === 1);
    expect(series.length).toBeGreaterThan(0);
    const moduleCounts = series.map((e) => data.eventModules.filter((m) => m.eventId === e.eventId).length);
    expect(moduleCounts.every((n) => n >= 2 && n <= 4)).toBe(true);
    const allOnline = series.filter((e) =>
      data.eventModules.filter((m) => m.eventId === e.eventId).every((m) => isOnline(m.hotelId)),
    );
    expect(allOnline.length).toBeGreaterThan(0);
    expect(allOnline.length).toBeLessThan(series.length);
  });

  it('has degressive and non-degressive prices', () => {
    const degressive = data.events.filter((e) => e.priceParticipantTwo !== null && e.priceParticipantTwo < e.price);
    const equal = data.events.filter((e) => e.priceParticipantFive === e.price);
    const single = data.events.filter((e) => e.priceParticipantTwo === null);
    expect(degressive.length).toBeGreaterThan(0);
    expect(equal.length).toBeGreaterThan(0);
    expect(single.length).toBeGreaterThan(0);
    for (const e of degressive) {
      expect(e.price).toBeGreaterThanOrEqual(e.priceParticipantTwo ?? 0);
      expect(e.priceParticipantFour ?? 0).toBeGreaterThanOrEqual(e.priceParticipantFive ?? 0);
    }
    expect(data.events.every((e) => e.capacity >= 12 && e.seatsTaken <= e.capacity)).toBe(true);
  });

  it('builds the three navigation trees with the header features', () => {
    const items = data.navigationItems;
    for (const site of ['main', 'newer', 'works-council']) expect(items.some((i) => i.site === site)).toBe(true);
    const main = items.filter((i) => i.site === 'main');
    const styles = new Set(main.filter((i) => i.parentId === null).map((i) => i.flyoutStyle));
    for (const style of ['3-col', '2-col', '4-col-grid-headline', 'accordion']) expect(styles.has(style)).toBe(true);
    const depth = (id: number | null): number => {
      const item = items.find((i) => i.id === id);
      return item ? 1 + depth(item.parentId) : 0;
    };
    expect(Math.max(...main.map((i) => depth(i.id)))).toBe(3);
    expect(main.some((i) => i.hiddenOnFrontend === '1')).toBe(true);
    expect(main.some((i) => i.expandable === '1')).toBe(true);
    const slides = main.filter((i) => i.inspirationContent).map((i) => JSON.parse(i.inspirationContent as string));
    expect(slides).toHaveLength(1);
    expect(slides[0].length).toBeGreaterThanOrEqual(2);
    expect(items.filter((i) => i.site === 'newer').some((i) => i.tabLabel && (i.tabLinkRel || i.tabLinkAbs))).toBe(
      true,
    );
    const worksCouncilTop = items
      .filter((i) => i.site === 'works-council' && i.parentId === null)
      .map((i) => i.linkText);
    expect(worksCouncilTop).toEqual(['Start', 'News', 'Rechtsprechung', 'Lexikon', 'Forum']);
  });

  it('links only to routes of the site', () => {
    const routes = [
      /^\/$/,
      /^\/seminare(\/|$)/,
      /^\/standorte\//,
      /^\/fachtagung\//,
      /^\/news(\/|$)/,
      /^\/rechtsprechung\//,
      /^\/betriebsratslexikon\/(br|sbv|jav)(\/|$)/,
      /^\/gesetze\//,
      /^\/wahlseiten-news\//,
      /^\/br-magazin-interview\//,
      /^\/forum$/,
      /^\/schulungsanspruch$/,
      /^\/suche$/,
      /^\/service\//,
      /^\/chatbot(-sbv)?$/,
      /^\/jobs-karriere\//,
      /^\/manage$/,
      /^\/werbemittelshop-login$/,
    ];
    for (const item of data.navigationItems) {
      expect(routes.some((r) => r.test(item.url))).toBe(true);
    }
    const themeSlugs = new Set(data.themes.map((t) => t.slug));
    for (const item of data.navigationItems.filter((i) => i.url.startsWith('/seminare/t/'))) {
      expect(themeSlugs.has(item.url.split('/')[3] as string)).toBe(true);
    }
  });
});

describe('generateSeed scaled (SEED_EVENTS)', () => {
  it('adds dates in turn until the count is reached, keeping the data of the default seed', () => {
    const base = generateSeed('2026-01-05');
    const scaled = generateSeed('2026-01-05', undefined, { eventCount: 10_000 });
    expect(scaled.events.length).toBeGreaterThanOrEqual(10_000);
    expect(scaled.events.length).toBeLessThan(10_000 + 5);
    expect(scaled.events.slice(0, base.events.length).map((e) => e.eventId)).toEqual(base.events.map((e) => e.eventId));
    expect(new Set(scaled.events.map((e) => e.eventId)).size).toBe(scaled.events.length);
    expect(new Set(scaled.events.map((e) => e.themeId)).size).toBe(base.themes.length);
    const ids = new Set(scaled.events.map((e) => e.eventId));
    expect(scaled.eventModules.every((m) => ids.has(m.eventId))).toBe(true);
  });
});
