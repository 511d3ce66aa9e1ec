/** Conference tables (migration 060_conferences). */
import type { ConferenceAudience, ConferenceSlotKind, OrderWorkshopStatus } from '@amb/shared-contracts';
import type { Generated } from 'kysely';

/** A conference: its event (seats, prices, venue) and what a seminar does not have. */
export interface ConferenceTable {
  conferenceId: number;
  slug: string;
  eventId: number;
  audience: ConferenceAudience;
  audienceText: string;
  description: string;
  /** JSON array of German lines. */
  included: string;
  eveningEvent: string | null;
  /** Last Berlin day (YYYY-MM-DD) of the early-bird price. */
  earlyBirdUntil: string | null;
  earlyBirdDiscountCents: Generated<number>;
  memberDiscountCents: Generated<number>;
  hotelRooms: Generated<number>;
  hotelRoomsTaken: Generated<number>;
  /** Last Berlin day a room of the contingent can be booked. */
  hotelRoomsUntil: string | null;
  relatedTagId: number | null;
}

export interface ConferenceSpeakerTable {
  speakerId: number;
  name: string;
  role: string;
  organisation: string;
  bio: string;
  photoUrl: string;
}

export interface ConferenceSlotTable {
  slotId: number;
  conferenceId: number;
  day: string;
  startsAt: string;
  endsAt: string;
  kind: ConferenceSlotKind;
  title: string;
  description: string;
  room: string | null;
}

export interface ConferenceWorkshopTable {
  workshopId: number;
  conferenceId: number;
  slotId: number;
  code: string;
  title: string;
  description: string;
  room: string | null;
  capacity: number;
  seatsTaken: Generated<number>;
}

export interface ConferenceAppearanceTable {
  appearanceId: Generated<number>;
  speakerId: number;
  slotId: number | null;
  workshopId: number | null;
}

export interface CartRecipientWorkshopTable {
  recipientId: number;
  slotId: number;
  workshopId: number;
  waitlist: number;
}

export interface CartRecipientConferenceTable {
  recipientId: number;
  unionMember: number;
}

export interface OrderParticipantWorkshopTable {
  choiceId: Generated<number>;
  participantId: number;
  slotId: number;
  workshopId: number;
  status: OrderWorkshopStatus;
  createdAt: string;
  updatedAt: string;
}

export interface OrderParticipantConferenceTable {
  participantId: number;
  unionMember: number;
  holdsRoom: number;
}

export interface ConferenceTables {
  conferences: ConferenceTable;
  conferenceSpeakers: ConferenceSpeakerTable;
  conferenceSlots: ConferenceSlotTable;
  conferenceWorkshops: ConferenceWorkshopTable;
  conferenceAppearances: ConferenceAppearanceTable;
  cartRecipientWorkshops: CartRecipientWorkshopTable;
  cartRecipientConference: CartRecipientConferenceTable;
  orderParticipantWorkshops: OrderParticipantWorkshopTable;
  orderParticipantConference: OrderParticipantConferenceTable;
}
