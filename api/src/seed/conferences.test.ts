import { addDays } from '../util/calendarDays';
import { buildConferenceRows, type ConferenceSeedIds } from './conferences';
import { CONFERENCES } from './conferencesData';

const BASE = '2026-01-05';
const IDS: ConferenceSeedIds = {
  firstThemeId: 101,
  firstEventId: 20001,
  rubric: (name) => name.length,
  tag: (name) => name.length + 100,
  hotel: (name) => name.length + 1000,
};

describe('the demo conferences', () => {
  const rows = buildConferenceRows(BASE, IDS);

  it('are deterministic and give the same rows a week later for a base date a week later', () => {
    expect(buildConferenceRows(BASE, IDS)).toEqual(rows);
    const shift = (day: string) => addDays(day, 7);
    const later = buildConferenceRows(shift(BASE), IDS);
    expect(later.events).toEqual(
      rows.events.map((e) => ({ ...e, startDate: shift(e.startDate), endDate: shift(e.endDate) })),
    );
    expect(later.slots).toEqual(rows.slots.map((s) => ({ ...s, day: shift(s.day) })));
    expect(later.conferences).toEqual(
      rows.conferences.map((c) => ({
        ...c,
        earlyBirdUntil: c.earlyBirdUntil ? shift(c.earlyBirdUntil) : null,
        hotelRoomsUntil: c.hotelRoomsUntil ? shift(c.hotelRoomsUntil) : null,
      })),
    );
    expect(later.workshops).toEqual(rows.workshops);
    expect(later.themes).toEqual(rows.themes);
  });

  it('hold at least four conferences in the next twelve months, 2–3 days, 6–12 workshops, 10+ speakers each', () => {
    const upcoming = rows.events.filter((e) => e.startDate > BASE && e.endDate <= addDays(BASE, 365));
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    for (const [index, conference] of rows.conferences.entries()) {
      const event = rows.events[index]!;
      const days = (Date.parse(event.endDate) - Date.parse(event.startDate)) / 86_400_000 + 1;
      expect(days).toBeGreaterThanOrEqual(2);
      expect(days).toBeLessThanOrEqual(3);
      const workshops = rows.workshops.filter((w) => w.conferenceId === conference.conferenceId);
      expect(workshops.length).toBeGreaterThanOrEqual(6);
      expect(workshops.length).toBeLessThanOrEqual(12);
      const slotIds = new Set(
        rows.slots.filter((s) => s.conferenceId === conference.conferenceId).map((s) => s.slotId),
      );
      const workshopIds = new Set(workshops.map((w) => w.workshopId));
      const speakers = new Set(
        rows.appearances
          .filter(
            (a) =>
              (a.slotId != null && slotIds.has(a.slotId)) || (a.workshopId != null && workshopIds.has(a.workshopId)),
          )
          .map((a) => a.speakerId),
      );
      expect(speakers.size).toBeGreaterThanOrEqual(10);
      // Every slot lies within the conference's days, and every workshop slot seats everyone of the conference.
      for (const slot of rows.slots.filter((s) => s.conferenceId === conference.conferenceId)) {
        expect(slot.day >= event.startDate && slot.day <= event.endDate).toBe(true);
        if (slot.kind !== 'workshops') continue;
        const seats = workshops.filter((w) => w.slotId === slot.slotId).reduce((sum, w) => sum + w.capacity, 0);
        expect(seats).toBeGreaterThanOrEqual(event.capacity);
      }
    }
  });

  it('have one nearly full, one with a full workshop while it has seats, and one past', () => {
    const left = rows.events.map((e) => e.capacity - e.seatsTaken);
    expect(left.some((n) => n > 0 && n <= 3)).toBe(true);
    const fullWorkshop = rows.workshops.find(
      (w) => w.seatsTaken === w.capacity && CONFERENCES[w.conferenceId - 1]!.slug === 'jav-konferenz',
    );
    expect(fullWorkshop).toBeDefined();
    const jav = rows.events[fullWorkshop!.conferenceId - 1]!;
    expect(jav.capacity - jav.seatsTaken).toBeGreaterThan(10);
    expect(rows.events.some((e) => e.endDate < BASE)).toBe(true);
  });
});
