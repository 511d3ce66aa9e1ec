/**
 * Conferences (Fachtagungen): the list (GET /api/get-conferences, /recommendations/conferences), one conference with
 * its programme (GET /api/get-conference-by-url/:url), and what cart and orders carry of a conference.
 */
import type { Price } from '../entities';
import type { BoardOption } from '../schemas/participant';
import type { SeatState } from '../rules/seats';
import type { WorkshopChoice, WorkshopSeatState } from '../rules/conferences';
import type { ThemeCard } from './catalogue';

/** Who a conference is for: works councils, representatives of disabled employees, youth representatives, all. */
export type ConferenceAudience = 'br' | 'sbv' | 'jav' | 'gremium';

export type ConferenceSlotKind = 'plenary' | 'workshops' | 'break' | 'evening';

/** Bookable, fully booked (the waiting list is offered), over, or cancelled. */
export type ConferenceState = 'bookable' | 'full' | 'past' | 'cancelled';

export interface ConferenceSpeaker {
  speakerId: number;
  name: string;
  role: string;
  organisation: string;
  bio: string;
  /** A portrait (an image address); its alternative text is the name. */
  photoUrl: string;
}

/** A workshop as a participant chooses it: its seats for a new participant. */
export interface WorkshopOption {
  workshopId: number;
  code: string;
  title: string;
  room: string | null;
  capacity: number;
  seatsLeft: number;
  seatState: WorkshopSeatState;
}

/** A time slot with parallel workshops, as a participant chooses in it. */
export interface WorkshopSlotChoice {
  slotId: number;
  day: string;
  startsAt: string;
  endsAt: string;
  title: string;
  workshops: WorkshopOption[];
}

export interface ConferenceWorkshop extends WorkshopOption {
  description: string;
  speakerIds: number[];
  /** Participants on the workshop's own waiting list. */
  waiting: number;
}

export interface ConferenceSlot {
  slotId: number;
  day: string;
  /** HH:MM, Europe/Berlin. */
  startsAt: string;
  endsAt: string;
  kind: ConferenceSlotKind;
  title: string;
  description: string;
  room: string | null;
  speakerIds: number[];
  /** The parallel workshops of a `workshops` slot; empty otherwise. */
  workshops: ConferenceWorkshop[];
}

export interface ConferenceDay {
  day: string;
  slots: ConferenceSlot[];
}

/** One line of the price table: the regular price of the position and, while it lasts, the early-bird price. */
export interface ConferencePriceLine {
  participant: number;
  label: string;
  regular: number;
  earlyBird: number | null;
}

export interface ConferencePrices {
  /** The regular degressive prices (the engine's price columns). */
  prices: Price;
  priceLabel: string;
  lines: ConferencePriceLine[];
  /** Last day of the early-bird price and its discount per participant; null without one. */
  earlyBird: { until: string; discount: number; active: boolean } | null;
  /** What a union member pays less per participant; null without a member price. */
  memberDiscount: number | null;
  /** The lowest price a first participant pays today ('ab …'). */
  from: number;
}

export interface ConferenceHotel {
  hotelId: number;
  name: string;
  url: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  stars: number | null;
  /** A night in a single room with full board from the contingent, EUR; null when unknown. */
  nightRate: number | null;
  /** Rooms held for the conference a new order can still get (0 after the release day). */
  roomsLeft: number;
  /** Last day rooms can be booked from the contingent; null without a contingent. */
  roomsUntil: string | null;
  /** The release day is over: the hotel has the rooms back. */
  roomsReleased: boolean;
}

/** A conference in a list (start page, works-council site, recommendations, the footer's pages). */
export interface ConferenceSummary {
  conferenceId: number;
  eventId: number;
  slug: string;
  url: string;
  bookingUrl: string;
  title: string;
  subtitle: string;
  audience: ConferenceAudience;
  audienceLabel: string;
  startDate: string;
  endDate: string;
  city: string | null;
  venue: string | null;
  state: ConferenceState;
  seatState: SeatState;
  seatsLeft: number;
  /** A workshop without seats (its own waiting list) while the conference has seats. */
  hasFullWorkshop: boolean;
  priceFrom: number;
  earlyBirdUntil: string | null;
}

/** GET /api/get-conferences and /recommendations/conferences. */
export interface ConferencesResponse {
  conferences: ConferenceSummary[];
}

/** GET /api/get-conference-by-url/:url: the conference page. */
export interface ConferenceDetailResponse extends ConferenceSummary {
  description: string;
  audienceText: string;
  capacity: number;
  days: ConferenceDay[];
  speakers: ConferenceSpeaker[];
  prices: ConferencePrices;
  /** What the fee includes (board, documents, evening event …). */
  included: string[];
  eveningEvent: string | null;
  hotel: ConferenceHotel | null;
  /** The board options a participant can choose today (the contingent's rooms while they last). */
  boardOptions: BoardOption[];
  relatedSeminars: ThemeCard[];
  relatedConferences: ConferenceSummary[];
}

/** What the cart knows of a conference item: the workshop slots to choose in, prices and rooms. */
export interface CartConference {
  conferenceId: number;
  slug: string;
  url: string;
  slots: WorkshopSlotChoice[];
  boardOptions: BoardOption[];
  earlyBird: { until: string; active: boolean } | null;
  memberDiscount: number | null;
  roomsLeft: number;
  roomsUntil: string | null;
}

/** A chosen workshop of a cart participant. */
export type CartWorkshopChoice = WorkshopChoice;

/** What a chosen workshop of an order's participant holds: a seat, a place on its waiting list, or nothing any more. */
export type OrderWorkshopStatus = 'booked' | 'waiting' | 'pending' | 'released';

export interface OrderWorkshop {
  slotId: number;
  workshopId: number;
  code: string;
  title: string;
  day: string;
  startsAt: string;
  endsAt: string;
  room: string | null;
  status: OrderWorkshopStatus;
}
