/**
 * The booking engine's part for conferences. A conference is an event, so its seats, reservations, waiting list and
 * cancellation are the engine's own; on top of them each participant chooses one workshop per slot (a workshop has
 * seats of its own and a waiting list of its own while the conference still has seats) and may take a room of the
 * hotel contingent. The engine's functions call these inside their transactions (checkout, expiry, cancellation,
 * the conference's waiting list), so they run wherever those run. Lock order, as everywhere in the engine: the
 * event's row, then the conference's (rooms), then workshops by id — never crosswise.
 */
import {
  CONFERENCE_MESSAGES,
  berlinDayOf,
  conferenceBoardOptions,
  conferencePrice,
  isEarlyBird,
  missingWorkshopSlots,
  needsRoom,
  participantName,
  roomsLeft,
  type BoardOption,
  type CartConference,
  type CartParticipant,
  type ConferencePricing,
  type OrderParticipantStatus,
  type OrderWorkshop,
  type OrderWorkshopStatus,
  type RoomContingent,
  type ShoppingCartItem,
  type WorkshopChoice,
  type WorkshopSlotChoice,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { httpError, validationFailed } from '../http/errors';
import { setParticipantBoard } from '../repositories/orders';
import { findConferenceRowsByEvents, listSlotRows, listWorkshopRows } from '../repositories/conferences';
import {
  changeChoiceStatus,
  dropRoom,
  findConferenceIdOfEvent,
  findRoomContingent,
  findWorkshopSeats,
  holdRoom,
  insertParticipantConference,
  insertParticipantWorkshops,
  listParticipantWorkshopRows,
  listWorkshopWaiting,
  releaseRooms,
  releaseWorkshopSeats,
  replaceCartChoices,
  setCartUnionMember,
  takeRooms,
  takeWorkshopSeats,
} from '../repositories/conferenceSeats';
import { conferenceUrl, contingentOf, pricingOf, workshopSlotsOf } from '../conferences/programme';

/** What the engine knows of a conference item: prices, contingent, workshops. */
export interface ConferenceContext {
  conferenceId: number;
  eventId: number;
  slug: string;
  pricing: ConferencePricing;
  contingent: RoomContingent;
  slots: WorkshopSlotChoice[];
}

/** The conferences among some events (a cart's, an order's), by event id; none for seminars. */
export async function loadConferenceContexts(
  db: Db,
  eventIds: readonly number[],
): Promise<Map<number, ConferenceContext>> {
  const rows = await findConferenceRowsByEvents(db, eventIds);
  if (rows.length === 0) return new Map();
  const ids = rows.map((row) => row.conferenceId);
  const [slots, workshops] = await Promise.all([listSlotRows(db, ids), listWorkshopRows(db, ids)]);
  return new Map(
    rows.map((row) => [
      row.eventId,
      {
        conferenceId: row.conferenceId,
        eventId: row.eventId,
        slug: row.slug,
        pricing: pricingOf(row),
        contingent: contingentOf(row),
        slots: workshopSlotsOf(row.conferenceId, slots, workshops),
      },
    ]),
  );
}

/** The cart's view of a conference item on `today`. */
export function cartConferenceOf(context: ConferenceContext, today: string): CartConference {
  const { pricing, contingent } = context;
  return {
    conferenceId: context.conferenceId,
    slug: context.slug,
    url: conferenceUrl(context.slug),
    slots: context.slots,
    boardOptions: conferenceBoardOptions(contingent, today),
    earlyBird:
      pricing.earlyBirdUntil !== null && pricing.earlyBirdDiscount > 0
        ? { until: pricing.earlyBirdUntil, active: isEarlyBird(pricing, today) }
        : null,
    memberDiscount: pricing.memberDiscount > 0 ? pricing.memberDiscount : null,
    roomsLeft: roomsLeft(contingent, today),
    roomsUntil: contingent.roomsUntil,
  };
}

/** The price of the n-th participant of a conference item on `today` (the Berlin day of the order). */
export function conferenceParticipantPrice(
  context: ConferenceContext,
  position: number,
  today: string,
  unionMember: boolean,
): number {
  return conferencePrice(context.pricing, position, { day: today, member: unionMember });
}

/**
 * Stores a cart participant's conference choices (inside the cart write's transaction): every workshop must be one
 * of this conference's, in its own slot; a seminar has none. Absent choices keep the stored ones.
 */
export async function saveCartChoices(
  trx: Db,
  {
    recipientId,
    context,
    workshops,
    unionMember,
  }: {
    recipientId: number;
    context: ConferenceContext | undefined;
    workshops: readonly WorkshopChoice[] | undefined;
    unionMember: boolean | undefined;
  },
): Promise<void> {
  if (!context) {
    if ((workshops?.length ?? 0) > 0) throw validationFailed({ workshops: CONFERENCE_MESSAGES.notConference });
    if (unionMember) throw validationFailed({ unionMember: CONFERENCE_MESSAGES.notConference });
    return;
  }
  if (workshops !== undefined) {
    const slotOf = new Map(context.slots.flatMap((slot) => slot.workshops.map((w) => [w.workshopId, slot.slotId])));
    if (new Set(workshops.map((choice) => choice.slotId)).size !== workshops.length) {
      throw validationFailed({ workshops: CONFERENCE_MESSAGES.workshopClash }, CONFERENCE_MESSAGES.workshopClash);
    }
    if (workshops.some((choice) => slotOf.get(choice.workshopId) !== choice.slotId)) {
      throw validationFailed({ workshops: CONFERENCE_MESSAGES.workshopUnknown }, CONFERENCE_MESSAGES.workshopUnknown);
    }
    await replaceCartChoices(
      trx,
      recipientId,
      workshops.map((choice) => ({ ...choice, waitlist: choice.waitlist === true })),
    );
  }
  if (unionMember !== undefined) await setCartUnionMember(trx, recipientId, unionMember);
}

interface BoardedItem {
  eventId: number;
  participants: ReadonlyArray<{ hotelOverNightOption: BoardOption }>;
}

/**
 * The board options of a conference item's participants are the conference's, and the contingent has a room for
 * each of them that needs one (what a new order can get now; the checkout's guard takes them). 400 / 409.
 */
export function checkConferenceBoard(item: BoardedItem, context: ConferenceContext, today: string): void {
  const offered = conferenceBoardOptions(context.contingent, today);
  const rooms = item.participants.filter((p) => needsRoom(p.hotelOverNightOption)).length;
  if (item.participants.some((p) => p.hotelOverNightOption === 'none')) {
    throw validationFailed({ hotelOverNightOption: CONFERENCE_MESSAGES.boardOption }, CONFERENCE_MESSAGES.boardOption);
  }
  if (rooms === 0) return;
  const { roomsUntil } = context.contingent;
  if (roomsUntil !== null && today > roomsUntil) {
    throw httpError('ROOMS_UNAVAILABLE', CONFERENCE_MESSAGES.roomsReleased(berlinDayOf(`${roomsUntil}T12:00:00Z`)));
  }
  const left = roomsLeft(context.contingent, today);
  if (!offered.includes('overnight') || rooms > left) {
    throw httpError('ROOMS_UNAVAILABLE', CONFERENCE_MESSAGES.noRooms(left));
  }
}

/**
 * Before a checkout writes anything: every participant of a conference item has a workshop in every workshop slot
 * (400 naming them), and the board options and rooms are there (checkConferenceBoard).
 */
export function checkConferenceItems(
  items: readonly ShoppingCartItem[],
  contexts: ReadonlyMap<number, ConferenceContext>,
  today: string,
): void {
  const fields: Record<string, string> = {};
  for (const item of items) {
    const context = contexts.get(item.eventId);
    if (!context) continue;
    for (const person of item.participants) {
      if (missingWorkshopSlots(context.slots, person.workshops).length > 0) {
        fields[`items.${item.cartItemId}.participants.${person.position}.workshops`] =
          CONFERENCE_MESSAGES.workshopsMissing(participantName(person));
      }
    }
  }
  const first = Object.values(fields)[0];
  if (first) throw validationFailed(fields, first);
  for (const item of items) {
    const context = contexts.get(item.eventId);
    if (context) checkConferenceBoard(item, context, today);
  }
}

/** One participant the checkout has just written, with what it got of the conference's seats. */
export interface PlacedConferenceParticipant {
  participantId: number;
  status: OrderParticipantStatus;
  person: Pick<CartParticipant, 'workshops' | 'unionMember' | 'hotelOverNightOption'>;
}

/**
 * The checkout's conference part, in its transaction after the seats of the event: the rooms of the contingent
 * (409 when the contingent lacks them), then each chosen workshop's seat in workshop order (a full one: its waiting
 * list when the participant or the order takes it, else 409 WORKSHOP_FULL). A participant waiting for the
 * conference holds neither yet: its workshops wait as `pending`. Answers each participant's workshops.
 */
export async function placeConferenceParticipants(
  trx: Db,
  context: ConferenceContext,
  placed: readonly PlacedConferenceParticipant[],
  { waitlist, at }: { waitlist: boolean; at: string },
): Promise<Map<number, OrderWorkshop[]>> {
  const seated = (p: PlacedConferenceParticipant) => p.status === 'booked' || p.status === 'reserved';
  const roomed = placed.filter((p) => seated(p) && needsRoom(p.person.hotelOverNightOption));
  if (!(await takeRooms(trx, context.conferenceId, roomed.length))) {
    const contingent = await findRoomContingent(trx, context.conferenceId);
    throw httpError(
      'ROOMS_UNAVAILABLE',
      CONFERENCE_MESSAGES.noRooms(Math.max(0, contingent.hotelRooms - contingent.hotelRoomsTaken)),
    );
  }
  await insertParticipantConference(
    trx,
    placed.map((p) => ({
      participantId: p.participantId,
      unionMember: p.person.unionMember ? 1 : 0,
      holdsRoom: roomed.includes(p) ? 1 : 0,
    })),
  );
  const choices = placed
    .flatMap((p) => p.person.workshops.map((choice) => ({ p, choice })))
    .sort((a, b) => a.choice.workshopId - b.choice.workshopId || a.p.participantId - b.p.participantId);
  const rows: Array<{ participantId: number; slotId: number; workshopId: number; status: OrderWorkshopStatus }> = [];
  for (const { p, choice } of choices) {
    let status: OrderWorkshopStatus = 'pending';
    if (seated(p)) {
      if (await takeWorkshopSeats(trx, choice.workshopId, 1)) status = 'booked';
      else if (choice.waitlist || waitlist) status = 'waiting';
      else {
        const workshop = await findWorkshopSeats(trx, choice.workshopId);
        throw httpError('WORKSHOP_FULL', CONFERENCE_MESSAGES.workshopFull(workshop.title));
      }
    }
    rows.push({ participantId: p.participantId, slotId: choice.slotId, workshopId: choice.workshopId, status });
  }
  await insertParticipantWorkshops(
    trx,
    rows.map((row) => ({ ...row, createdAt: at, updatedAt: at })),
  );
  const byParticipant = new Map<number, OrderWorkshop[]>();
  for (const { slotId, workshopId, status, participantId } of rows) {
    const slot = context.slots.find((s) => s.slotId === slotId)!;
    const workshop = slot.workshops.find((w) => w.workshopId === workshopId)!;
    const list = byParticipant.get(participantId) ?? [];
    list.push({
      slotId,
      workshopId,
      code: workshop.code,
      title: workshop.title,
      day: slot.day,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      room: workshop.room,
      status,
    });
    byParticipant.set(participantId, list);
  }
  for (const list of byParticipant.values())
    list.sort((a, b) => a.day.localeCompare(b.day) || a.startsAt.localeCompare(b.startsAt));
  return byParticipant;
}

/**
 * A participant gave its seat of the conference back (cancelled, or a reservation ran out): its room and its
 * workshop seats go back too, its waiting places end; exactly once (each choice moves conditionally). Answers the
 * workshops with a seat free again, for their waiting lists.
 */
export async function releaseConferenceHoldings(
  trx: Db,
  participant: { participantId: number; eventId: number },
  at: string,
): Promise<number[]> {
  const conferenceId = await findConferenceIdOfEvent(trx, participant.eventId);
  if (conferenceId === undefined) return [];
  if (await dropRoom(trx, participant.participantId)) await releaseRooms(trx, conferenceId, 1);
  const freed: number[] = [];
  const choices = (await listParticipantWorkshopRows(trx, [participant.participantId])).sort(
    (a, b) => a.workshopId - b.workshopId,
  );
  for (const choice of choices) {
    if (choice.status === 'released') continue;
    if (!(await changeChoiceStatus(trx, choice.choiceId, choice.status, 'released', at))) continue;
    if (choice.status === 'booked') {
      await releaseWorkshopSeats(trx, choice.workshopId, 1);
      freed.push(choice.workshopId);
    }
  }
  return freed;
}

/** A participant who got a workshop's seat from its waiting list: told by e-mail after the commit. */
export interface WorkshopPromotion {
  orderId: number;
  eventId: number;
  participantId: number;
  workshopId: number;
}

/**
 * Serves the waiting lists of workshops with free seats (in the caller's transaction), first come first: each
 * waiting participant who holds a seat of the conference gets the workshop's seat.
 */
export async function serveWorkshopWaitlists(
  trx: Db,
  workshopIds: readonly number[],
  at: string,
): Promise<WorkshopPromotion[]> {
  const promoted: WorkshopPromotion[] = [];
  for (const workshopId of [...new Set(workshopIds)].sort((a, b) => a - b)) {
    for (const waiting of await listWorkshopWaiting(trx, workshopId)) {
      if (!(await takeWorkshopSeats(trx, workshopId, 1))) break;
      if (!(await changeChoiceStatus(trx, waiting.choiceId, 'waiting', 'booked', at))) {
        await releaseWorkshopSeats(trx, workshopId, 1);
        continue;
      }
      promoted.push({
        orderId: waiting.orderId,
        eventId: waiting.eventId,
        participantId: waiting.participantId,
        workshopId,
      });
    }
  }
  return promoted;
}

/**
 * A waiting group of the conference got its seats (waitlist.ts): its pending workshops take their seats now
 * (a full one: its waiting list), and a participant with an overnight stay a room while the contingent has one —
 * without one, the participant's option becomes the day rate (the mail about the seats says so).
 */
export async function seatPendingParticipants(
  trx: Db,
  eventId: number,
  participants: ReadonlyArray<{ participantId: number; hotelOverNightOption: BoardOption }>,
  at: string,
): Promise<void> {
  const conferenceId = await findConferenceIdOfEvent(trx, eventId);
  if (conferenceId === undefined) return;
  for (const person of participants) {
    if (!needsRoom(person.hotelOverNightOption)) continue;
    if (await takeRooms(trx, conferenceId, 1)) await holdRoom(trx, person.participantId);
    else await setParticipantBoard(trx, person.participantId, 'dayRate', at);
  }
  const pending = (
    await listParticipantWorkshopRows(
      trx,
      participants.map((p) => p.participantId),
    )
  )
    .filter((choice) => choice.status === 'pending')
    .sort((a, b) => a.workshopId - b.workshopId || a.participantId - b.participantId);
  for (const choice of pending) {
    const next = (await takeWorkshopSeats(trx, choice.workshopId, 1)) ? 'booked' : 'waiting';
    await changeChoiceStatus(trx, choice.choiceId, 'pending', next, at);
  }
}
