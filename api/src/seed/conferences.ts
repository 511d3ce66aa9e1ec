/**
 * Seeds the demo conferences (conferencesData.ts) where the database has none: each as a theme and an event of the
 * catalogue (the booking engine's unit: seats, degressive prices, venue) and its conference rows (programme,
 * workshops, speakers, prices, contingent). Ids follow the highest ones there, so the same base date gives the same
 * rows, and every date counts days from the base date.
 */
import type { Insertable } from 'kysely';
import type {
  ConferenceAppearanceTable,
  ConferenceSlotTable,
  ConferenceTable,
  ConferenceWorkshopTable,
  Db,
  EventTable,
  ThemeTable,
} from '../db/types';
import { addDays } from '../util/calendarDays';
import { inTransaction } from '../db/startLock';
import { pricesFor } from './generate';
import { CONFERENCES, SPEAKERS, type SpeakerSeed } from './conferencesData';

/** A drawn portrait as an SVG data address: the speaker's initials on a shoulder silhouette, no asset files. */
export function speakerPortrait(speaker: Pick<SpeakerSeed, 'name' | 'colour'>): string {
  const initials = speaker.name
    .replace(/^(Prof\. )?(Dr\. )?/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">' +
    `<rect width="160" height="160" fill="${speaker.colour}"/>` +
    '<circle cx="80" cy="62" r="30" fill="#ffffff" fill-opacity="0.28"/>' +
    '<path d="M24 160c4-34 28-52 56-52s52 18 56 52z" fill="#ffffff" fill-opacity="0.28"/>' +
    `<text x="80" y="72" fill="#ffffff" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle">${initials}</text>` +
    '</svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

async function nextId(db: Db, table: 'themes' | 'events', column: 'themeId' | 'eventId'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max(column as 'themeId').as('maxId'))
    .executeTakeFirstOrThrow();
  return Number(row.maxId ?? 0) + 1;
}

async function idsByName(db: Db) {
  const [rubrics, tags, hotels] = await Promise.all([
    db.selectFrom('rubrics').select(['rubricId', 'name']).execute(),
    db.selectFrom('tags').select(['tagId', 'name']).execute(),
    db.selectFrom('hotels').select(['hotelId', 'name']).execute(),
  ]);
  const lookup = <T extends { name: string }>(rows: T[], name: string, what: string): T => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`Fachtagungen: unbekannte ${what} ${name}`);
    return row;
  };
  return {
    rubric: (name: string) => lookup(rubrics, name, 'Rubrik').rubricId,
    tag: (name: string) => lookup(tags, name, 'Schlagwort').tagId,
    hotel: (name: string) => lookup(hotels, name, 'Hotel').hotelId,
  };
}

/** Ids of the catalogue rows the conferences stand on, by name, and the first free theme and event ids. */
export interface ConferenceSeedIds {
  firstThemeId: number;
  firstEventId: number;
  rubric: (name: string) => number;
  tag: (name: string) => number;
  hotel: (name: string) => number;
}

/**
 * Every row of the demo conferences for a base date: pure, so a base date a week later gives the same rows a week
 * later (the test compares them) and the same inputs always the same rows.
 */
export function buildConferenceRows(baseDate: string, ids: ConferenceSeedIds) {
  const speakerIds = new Map(SPEAKERS.map((speaker, index) => [speaker.key, index + 1]));
  const speaker = (key: string) => {
    const id = speakerIds.get(key);
    if (id === undefined) throw new Error(`Fachtagungen: unbekannte Person ${key}`);
    return id;
  };
  const rows = {
    speakers: SPEAKERS.map((s) => ({
      speakerId: speakerIds.get(s.key)!,
      name: s.name,
      role: s.role,
      organisation: s.organisation,
      bio: s.bio,
      photoUrl: speakerPortrait(s),
    })),
    themes: [] as ThemeTable[],
    events: [] as EventTable[],
    conferences: [] as Insertable<ConferenceTable>[],
    slots: [] as ConferenceSlotTable[],
    workshops: [] as Insertable<ConferenceWorkshopTable>[],
    appearances: [] as Insertable<ConferenceAppearanceTable>[],
  };
  let slotId = 1;
  let workshopId = 1;
  for (const [index, seed] of CONFERENCES.entries()) {
    const conferenceId = index + 1;
    const themeId = ids.firstThemeId + index;
    const eventId = ids.firstEventId + index;
    const startDate = addDays(baseDate, seed.startOffset);
    rows.themes.push({
      themeId,
      slug: seed.slug,
      title: seed.title,
      subtitle: seed.subtitle,
      rubricId: ids.rubric(seed.rubric),
      actionField: 'Fachtagung',
      description: seed.description,
      managerId: null,
    });
    rows.events.push({
      eventId,
      themeId,
      title: seed.title,
      startDate,
      endDate: addDays(startDate, seed.days - 1),
      hotelId: ids.hotel(seed.hotel),
      isSeries: 0,
      capacity: seed.capacity,
      seatsTaken: seed.seatsTaken,
      cancelledAt: null,
      ...pricesFor(seed.price, seed.degressive ? 'degressive' : 'equal'),
    });
    rows.conferences.push({
      conferenceId,
      slug: seed.slug,
      eventId,
      audience: seed.audience,
      audienceText: seed.audienceText,
      description: seed.description,
      included: JSON.stringify(seed.included),
      eveningEvent: seed.eveningEvent,
      earlyBirdUntil: seed.earlyBird ? addDays(baseDate, seed.earlyBird.untilOffset) : null,
      earlyBirdDiscountCents: (seed.earlyBird?.discount ?? 0) * 100,
      memberDiscountCents: seed.memberDiscount * 100,
      hotelRooms: seed.rooms.count,
      hotelRoomsTaken: seed.rooms.taken,
      hotelRoomsUntil: addDays(baseDate, seed.rooms.untilOffset),
      relatedTagId: ids.tag(seed.tag),
    });
    for (const slot of seed.slots) {
      rows.slots.push({
        slotId,
        conferenceId,
        day: addDays(startDate, slot.day),
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        kind: slot.kind,
        title: slot.title,
        description: slot.description ?? '',
        room: slot.room ?? null,
      });
      for (const key of slot.speakers ?? [])
        rows.appearances.push({ speakerId: speaker(key), slotId, workshopId: null });
      for (const workshop of slot.workshops ?? []) {
        rows.workshops.push({
          workshopId,
          conferenceId,
          slotId,
          code: workshop.code,
          title: workshop.title,
          description: workshop.description,
          room: workshop.room,
          capacity: workshop.capacity,
          seatsTaken: Math.min(workshop.capacity, workshop.seatsTaken),
        });
        for (const key of workshop.speakers) {
          rows.appearances.push({ speakerId: speaker(key), slotId: null, workshopId });
        }
        workshopId += 1;
      }
      slotId += 1;
    }
  }
  return rows;
}

/** Inserts the demo conferences when there are none; true when it did. */
export async function seedConferences(db: Db, baseDate: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom('conferences').select('conferenceId').limit(1).executeTakeFirst();
    if (existing) return false;
    const rows = buildConferenceRows(baseDate, {
      ...(await idsByName(trx)),
      firstThemeId: await nextId(trx, 'themes', 'themeId'),
      firstEventId: await nextId(trx, 'events', 'eventId'),
    });
    await trx.insertInto('conferenceSpeakers').values(rows.speakers).execute();
    await trx.insertInto('themes').values(rows.themes).execute();
    await trx.insertInto('events').values(rows.events).execute();
    await trx.insertInto('conferences').values(rows.conferences).execute();
    await trx.insertInto('conferenceSlots').values(rows.slots).execute();
    await trx.insertInto('conferenceWorkshops').values(rows.workshops).execute();
    await trx.insertInto('conferenceAppearances').values(rows.appearances).execute();
    return true;
  });
}
