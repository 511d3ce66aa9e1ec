/**
 * The conference pages' data: the list (upcoming or past, by audience), one conference with its programme,
 * workshops with their seats, speakers, prices of today, included services, hotel contingent and recommendations,
 * and the conferences recommended beside a theme or another conference. Public reads: every query value checked.
 */
import {
  CONFERENCE_AUDIENCE_LABELS,
  CONFERENCE_MESSAGES,
  CONFERENCE_SLUG_PATTERN,
  conferenceBoardOptions,
  conferencePrice,
  conferencePriceTable,
  isEarlyBird,
  priceLabel,
  roomsLeft,
  seatState,
  seatsLeft,
  type ConferenceAudience,
  type ConferenceDetailResponse,
  type ConferenceDay,
  type ConferenceSlot,
  type ConferenceSpeaker,
  type ConferenceState,
  type ConferenceSummary,
  type ConferencesResponse,
} from '@amb/shared-contracts';
import { mixed, number, object } from 'yup';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { parseQuery } from '../http/validation';
import {
  findConferenceRowBySlug,
  listAppearanceRows,
  listConferenceRows,
  listRelatedThemeIds,
  listSlotRows,
  listSpeakerRows,
  listWorkshopRows,
  type ConferenceRow,
} from '../repositories/conferences';
import { listThemeTagRows } from '../repositories/cataloguePages';
import { themeCards } from '../catalogue/themePages';
import { hotelUrl } from '../catalogue/urls';
import { conferenceBookingUrl, conferenceUrl, contingentOf, pricingOf, workshopOption } from './programme';

const AUDIENCES = ['br', 'sbv', 'jav', 'gremium'] as const satisfies readonly ConferenceAudience[];
/** Most conferences a list answers. */
export const MAX_CONFERENCES = 50;
/** Conferences recommended beside a page, unless asked for another number. */
export const RECOMMENDED_CONFERENCES = 3;
const RELATED_SEMINARS = 4;

const limit = (fallback: number) =>
  number()
    .typeError(CONFERENCE_MESSAGES.query)
    .integer(CONFERENCE_MESSAGES.query)
    .min(1, CONFERENCE_MESSAGES.query)
    .max(MAX_CONFERENCES, CONFERENCE_MESSAGES.query)
    .default(fallback);
const audience = mixed<ConferenceAudience>().oneOf([...AUDIENCES, undefined], CONFERENCE_MESSAGES.query);
const id = number()
  .typeError(CONFERENCE_MESSAGES.query)
  .integer(CONFERENCE_MESSAGES.query)
  .min(1, CONFERENCE_MESSAGES.query)
  .max(2_147_483_647, CONFERENCE_MESSAGES.query);

const listQuery = object({
  when: mixed<'upcoming' | 'past'>()
    .oneOf(['upcoming', 'past', undefined], CONFERENCE_MESSAGES.query)
    .default('upcoming'),
  audience,
  limit: limit(MAX_CONFERENCES),
});
const recommendationQuery = object({
  themeId: id,
  conferenceId: id,
  audience,
  limit: limit(RECOMMENDED_CONFERENCES),
});

function stateOf(row: ConferenceRow, today: string): ConferenceState {
  if (row.cancelledAt !== null) return 'cancelled';
  if (row.startDate < today) return 'past';
  return seatsLeft(row.capacity, row.seatsTaken) === 0 ? 'full' : 'bookable';
}

function summaryOf(row: ConferenceRow, today: string, fullWorkshops: ReadonlySet<number>): ConferenceSummary {
  const pricing = pricingOf(row);
  return {
    conferenceId: row.conferenceId,
    eventId: row.eventId,
    slug: row.slug,
    url: conferenceUrl(row.slug),
    bookingUrl: conferenceBookingUrl(row.slug),
    title: row.title,
    subtitle: row.subtitle,
    audience: row.audience,
    audienceLabel: CONFERENCE_AUDIENCE_LABELS[row.audience],
    startDate: row.startDate,
    endDate: row.endDate,
    city: row.city,
    venue: row.hotelName,
    state: stateOf(row, today),
    seatState: seatState(row.capacity, row.seatsTaken),
    seatsLeft: seatsLeft(row.capacity, row.seatsTaken),
    hasFullWorkshop: fullWorkshops.has(row.conferenceId),
    priceFrom: conferencePrice(pricing, 1, { day: today }),
    earlyBirdUntil: isEarlyBird(pricing, today) ? pricing.earlyBirdUntil : null,
  };
}

/** The conferences (of the rows) with a workshop without a free seat. */
async function withFullWorkshop(db: Db, rows: readonly ConferenceRow[]): Promise<Set<number>> {
  const workshops = await listWorkshopRows(
    db,
    rows.map((row) => row.conferenceId),
  );
  return new Set(workshops.filter((w) => w.seatsTaken >= w.capacity).map((w) => w.conferenceId));
}

async function summaries(db: Db, rows: readonly ConferenceRow[], today: string): Promise<ConferenceSummary[]> {
  const full = await withFullWorkshop(db, rows);
  return rows.map((row) => summaryOf(row, today, full));
}

/** GET /api/get-conferences?when=upcoming|past&audience=&limit=: by first day (the past ones newest first). */
export async function conferenceList(
  db: Db,
  query: Record<string, unknown>,
  today: string,
): Promise<ConferencesResponse> {
  const parsed = parseQuery(listQuery, query);
  const rows =
    parsed.when === 'past'
      ? (await listConferenceRows(db, { endedBefore: today, audience: parsed.audience })).reverse()
      : await listConferenceRows(db, { endsFrom: today, audience: parsed.audience });
  return { conferences: await summaries(db, rows.slice(0, parsed.limit), today) };
}

/**
 * GET /recommendations/conferences?themeId=|conferenceId=|audience=&limit=: the upcoming conferences, those sharing
 * the theme's tags (or the other conference's audience) first; never the conference itself.
 */
export async function recommendedConferences(
  db: Db,
  query: Record<string, unknown>,
  today: string,
): Promise<ConferencesResponse> {
  const parsed = parseQuery(recommendationQuery, query);
  const rows = await listConferenceRows(db, {
    endsFrom: today,
    audience: parsed.audience,
    exceptConferenceId: parsed.conferenceId,
  });
  let preferred = (_row: ConferenceRow) => false;
  if (parsed.themeId !== undefined) {
    const tags = new Set((await listThemeTagRows(db, parsed.themeId)).map((tag) => tag.tagId));
    preferred = (row) => row.relatedTagId !== null && tags.has(row.relatedTagId);
  } else if (parsed.conferenceId !== undefined) {
    const all = await listConferenceRows(db);
    const own = all.find((row) => row.conferenceId === parsed.conferenceId);
    preferred = (row) => own !== undefined && (row.audience === own.audience || row.audience === 'gremium');
  }
  const ordered = [...rows.filter(preferred), ...rows.filter((row) => !preferred(row))];
  return { conferences: await summaries(db, ordered.slice(0, parsed.limit), today) };
}

const speakerOf = (row: Awaited<ReturnType<typeof listSpeakerRows>>[number]): ConferenceSpeaker => ({
  speakerId: row.speakerId,
  name: row.name,
  role: row.role,
  organisation: row.organisation,
  bio: row.bio,
  photoUrl: row.photoUrl,
});

/** GET /api/get-conference-by-url/:url: the conference page; an unknown or malformed address is a 404. */
export async function conferenceDetail(db: Db, url: string, today: string): Promise<ConferenceDetailResponse> {
  const row =
    CONFERENCE_SLUG_PATTERN.test(url) && url.length <= 120 ? await findConferenceRowBySlug(db, url) : undefined;
  if (!row) throw notFound(CONFERENCE_MESSAGES.notFound);
  const ids = [row.conferenceId];
  const [slots, workshops, appearances] = await Promise.all([
    listSlotRows(db, ids),
    listWorkshopRows(db, ids),
    listAppearanceRows(db, ids),
  ]);
  const speakerIds = [...new Set(appearances.map((a) => a.speakerId))];
  const speakersOfSlot = (slotId: number) => appearances.filter((a) => a.slotId === slotId).map((a) => a.speakerId);
  const speakersOfWorkshop = (workshopId: number) =>
    appearances.filter((a) => a.workshopId === workshopId).map((a) => a.speakerId);
  const days = new Map<string, ConferenceDay>();
  for (const slot of slots) {
    const entry: ConferenceSlot = {
      slotId: slot.slotId,
      day: slot.day,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      kind: slot.kind,
      title: slot.title,
      description: slot.description,
      room: slot.room,
      speakerIds: speakersOfSlot(slot.slotId),
      workshops: workshops
        .filter((w) => w.slotId === slot.slotId)
        .map((w) => ({
          ...workshopOption(w),
          description: w.description,
          speakerIds: speakersOfWorkshop(w.workshopId),
          waiting: Number(w.waiting ?? 0),
        })),
    };
    const day = days.get(slot.day) ?? { day: slot.day, slots: [] };
    day.slots.push(entry);
    days.set(slot.day, day);
  }
  const pricing = pricingOf(row);
  const contingent = contingentOf(row);
  const [speakers, relatedThemeIds, related] = await Promise.all([
    listSpeakerRows(db, speakerIds),
    row.relatedTagId === null ? [] : listRelatedThemeIds(db, row.relatedTagId, RELATED_SEMINARS),
    recommendedConferences(db, { conferenceId: String(row.conferenceId) }, today),
  ]);
  const full = new Set(workshops.some((w) => w.seatsTaken >= w.capacity) ? [row.conferenceId] : []);
  const early = isEarlyBird(pricing, today);
  return {
    ...summaryOf(row, today, full),
    description: row.description,
    audienceText: row.audienceText,
    capacity: row.capacity,
    days: [...days.values()],
    speakers: speakerIds
      .map((speakerId) => speakers.find((s) => s.speakerId === speakerId))
      .filter((s) => s !== undefined)
      .map(speakerOf),
    prices: {
      prices: pricing.prices,
      priceLabel: priceLabel(pricing.prices),
      lines: conferencePriceTable(pricing, today),
      earlyBird:
        pricing.earlyBirdUntil !== null && pricing.earlyBirdDiscount > 0
          ? { until: pricing.earlyBirdUntil, discount: pricing.earlyBirdDiscount, active: early }
          : null,
      memberDiscount: pricing.memberDiscount > 0 ? pricing.memberDiscount : null,
      from: conferencePrice(pricing, 1, { day: today }),
    },
    included: JSON.parse(row.included) as string[],
    eveningEvent: row.eveningEvent,
    hotel:
      row.hotelId === null || row.hotelName === null
        ? null
        : {
            hotelId: row.hotelId,
            name: row.hotelName,
            url: hotelUrl({ hotelId: row.hotelId, name: row.hotelName }),
            street: row.hotelStreet,
            postalCode: row.hotelPostalCode,
            city: row.hotelCity,
            stars: row.hotelStars,
            nightRate:
              row.singleRoomNightCents !== null && row.fullBoardDayCents !== null
                ? (row.singleRoomNightCents + row.fullBoardDayCents) / 100
                : null,
            roomsLeft: roomsLeft(contingent, today),
            roomsUntil: contingent.roomsUntil,
            roomsReleased: contingent.roomsUntil !== null && today > contingent.roomsUntil,
          },
    boardOptions: conferenceBoardOptions(contingent, today),
    relatedSeminars: await themeCards(
      db,
      relatedThemeIds.map((r) => r.themeId),
      today,
    ),
    relatedConferences: related.conferences,
  };
}
