/**
 * The rules of a conference (Fachtagung) that page, cart, checkout and api share: its price on a given Berlin day
 * (early-bird price until a day, member price for union members, both on top of the degressive price per position),
 * which board options the hotel contingent still offers, and whether every workshop slot has a choice.
 */
import type { Price } from '../entities';
import type { BoardOption } from '../schemas/participant';
import { participantLabel, priceForParticipant } from './pricing';
import { seatsLeft } from './seats';

/** What a conference's price depends on besides the position of the participant (degressive, SPEC §9). */
export interface ConferencePricing {
  /** The regular prices per position. */
  prices: Price;
  /** Last Berlin calendar day (YYYY-MM-DD) an order gets the early-bird price; null without one. */
  earlyBirdUntil: string | null;
  /** What the early-bird price takes off each participant's price, in EUR. */
  earlyBirdDiscount: number;
  /** What a union member pays less, in EUR; 0 when the conference has no member price. */
  memberDiscount: number;
}

/** Whether an order on `day` (its Berlin calendar day, YYYY-MM-DD) gets the early-bird price. */
export function isEarlyBird(pricing: Pick<ConferencePricing, 'earlyBirdUntil' | 'earlyBirdDiscount'>, day: string) {
  return pricing.earlyBirdUntil !== null && pricing.earlyBirdDiscount > 0 && day <= pricing.earlyBirdUntil;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The price of the n-th participant of one booking on `day`: the degressive price of the position, less the
 * early-bird discount while it lasts, less the member discount for a union member; never below zero.
 */
export function conferencePrice(
  pricing: ConferencePricing,
  position: number,
  { day, member = false }: { day: string; member?: boolean },
): number {
  let amount = cents(priceForParticipant(pricing.prices, position));
  if (isEarlyBird(pricing, day)) amount -= cents(pricing.earlyBirdDiscount);
  if (member) amount -= cents(pricing.memberDiscount);
  return Math.max(0, amount) / 100;
}

/** The price table of the conference page: regular and (while it lasts) early-bird price per position, 1 to 5. */
export function conferencePriceTable(pricing: ConferencePricing, day: string) {
  const early = isEarlyBird(pricing, day);
  return [1, 2, 3, 4, 5].map((participant) => ({
    participant,
    label: participant === 5 ? `${participantLabel(5)} und weitere` : participantLabel(participant),
    regular: conferencePrice({ ...pricing, earlyBirdUntil: null }, participant, { day }),
    earlyBird: early ? conferencePrice(pricing, participant, { day }) : null,
  }));
}

/** The options a room of the conference's contingent makes possible. */
export const ROOM_BOARD_OPTIONS: readonly BoardOption[] = ['overnight', 'overnightWithNightBefore'];

export const needsRoom = (option: BoardOption): boolean => ROOM_BOARD_OPTIONS.includes(option);

/** The hotel contingent: rooms held for the conference until the release day (inclusive), then given back. */
export interface RoomContingent {
  rooms: number;
  roomsTaken: number;
  /** Last Berlin day a room can be booked from the contingent; null without a contingent. */
  roomsUntil: string | null;
}

/** Rooms a new order can still get on `day`: none after the release day. */
export function roomsLeft(contingent: RoomContingent, day: string): number {
  if (contingent.roomsUntil === null || day > contingent.roomsUntil) return 0;
  return seatsLeft(contingent.rooms, contingent.roomsTaken);
}

/**
 * The board options a participant of the conference can choose on `day`: with a room of the contingent while it
 * has rooms and is not released, otherwise the day rate only (board at the venue, the room booked privately).
 */
export function conferenceBoardOptions(contingent: RoomContingent, day: string): BoardOption[] {
  return roomsLeft(contingent, day) > 0 ? [...ROOM_BOARD_OPTIONS, 'dayRate'] : ['dayRate'];
}

/** One chosen workshop of a participant: the slot it is in, and whether its waiting list is fine. */
export interface WorkshopChoice {
  slotId: number;
  workshopId: number;
  /** The participant takes the workshop's waiting list when no seat is free. */
  waitlist: boolean;
}

/** The workshop slots of a conference a participant has not chosen a workshop for yet. */
export function missingWorkshopSlots(
  slots: ReadonlyArray<{ slotId: number }>,
  choices: ReadonlyArray<Pick<WorkshopChoice, 'slotId'>>,
): number[] {
  const chosen = new Set(choices.map((choice) => choice.slotId));
  return slots.filter((slot) => !chosen.has(slot.slotId)).map((slot) => slot.slotId);
}

/** A workshop's seat state for a new participant; a full one offers its own waiting list. */
export type WorkshopSeatState = 'free' | 'few' | 'full';

/** At most this many seats left of a workshop counts as "few". */
export const FEW_WORKSHOP_SEATS = 3;

export function workshopSeatState(capacity: number, seatsTaken: number): WorkshopSeatState {
  const left = seatsLeft(capacity, seatsTaken);
  if (left === 0) return 'full';
  return left <= FEW_WORKSHOP_SEATS ? 'few' : 'free';
}

/** A participant's chosen workshops by name, in slot order ('Workshops I: A2 Arbeitszeit …'). */
export function chosenWorkshops(
  slots: ReadonlyArray<{
    slotId: number;
    title: string;
    workshops: ReadonlyArray<{ workshopId: number; code: string; title: string }>;
  }>,
  choices: ReadonlyArray<WorkshopChoice>,
): Array<{ slotTitle: string; code: string; title: string; waitlist: boolean }> {
  return slots.flatMap((slot) => {
    const choice = choices.find((c) => c.slotId === slot.slotId);
    const workshop = slot.workshops.find((w) => w.workshopId === choice?.workshopId);
    return choice && workshop
      ? [{ slotTitle: slot.title, code: workshop.code, title: workshop.title, waitlist: choice.waitlist }]
      : [];
  });
}
