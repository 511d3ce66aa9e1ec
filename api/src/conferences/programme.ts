/**
 * A conference's rows as the rules and answers see them: its pricing and room contingent, its workshop slots with
 * the seats a new participant can get. Pure: the page reads and the booking engine build from the same rows.
 */
import {
  PAGE_ROUTES,
  buildPath,
  seatsLeft,
  workshopSeatState,
  type ConferencePricing,
  type RoomContingent,
  type WorkshopOption,
  type WorkshopSlotChoice,
} from '@amb/shared-contracts';
import type { ConferenceSlotTable, ConferenceWorkshopTable } from '../db/types';

export interface PricingColumns {
  price: number;
  priceParticipantTwo: number | null;
  priceParticipantThree: number | null;
  priceParticipantFour: number | null;
  priceParticipantFive: number | null;
  earlyBirdUntil: string | null;
  earlyBirdDiscountCents: number;
  memberDiscountCents: number;
}

export function pricingOf(row: PricingColumns): ConferencePricing {
  return {
    prices: {
      price: row.price,
      priceParticipantTwo: row.priceParticipantTwo,
      priceParticipantThree: row.priceParticipantThree,
      priceParticipantFour: row.priceParticipantFour,
      priceParticipantFive: row.priceParticipantFive,
    },
    earlyBirdUntil: row.earlyBirdUntil,
    earlyBirdDiscount: row.earlyBirdDiscountCents / 100,
    memberDiscount: row.memberDiscountCents / 100,
  };
}

export function contingentOf(row: {
  hotelRooms: number;
  hotelRoomsTaken: number;
  hotelRoomsUntil: string | null;
}): RoomContingent {
  return { rooms: row.hotelRooms, roomsTaken: row.hotelRoomsTaken, roomsUntil: row.hotelRoomsUntil };
}

export const conferenceUrl = (slug: string): string => buildPath(PAGE_ROUTES.conference.path, { slug });
export const conferenceBookingUrl = (slug: string): string => buildPath(PAGE_ROUTES.conferenceBooking.path, { slug });

type WorkshopRow = Pick<
  ConferenceWorkshopTable,
  'workshopId' | 'slotId' | 'code' | 'title' | 'room' | 'capacity' | 'conferenceId'
> & { seatsTaken: number };

export function workshopOption(row: WorkshopRow): WorkshopOption {
  return {
    workshopId: row.workshopId,
    code: row.code,
    title: row.title,
    room: row.room,
    capacity: row.capacity,
    seatsLeft: seatsLeft(row.capacity, row.seatsTaken),
    seatState: workshopSeatState(row.capacity, row.seatsTaken),
  };
}

/** The slots with parallel workshops of one conference, in programme order, each with its workshops. */
export function workshopSlotsOf(
  conferenceId: number,
  slots: readonly ConferenceSlotTable[],
  workshops: readonly WorkshopRow[],
): WorkshopSlotChoice[] {
  return slots
    .filter((slot) => slot.conferenceId === conferenceId && slot.kind === 'workshops')
    .map((slot) => ({
      slotId: slot.slotId,
      day: slot.day,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      title: slot.title,
      workshops: workshops.filter((w) => w.slotId === slot.slotId).map(workshopOption),
    }));
}
