/** Answers of the order api beyond the small cart: the full cart, its participants and options, checkout. */
import type { CartItem, Price } from '../entities';
import type { HotelRates } from '../rules/costCalculator';
import type { ParticipantPrice } from './catalogue';
import type { BoardOption, ParticipantKind } from '../schemas/participant';
import type { LegalBasis } from '../rules/legalBasis';
import type { CartConference, CartWorkshopChoice, OrderWorkshop } from './conferences';

/** One participant of a cart item, with the degressive price of its position ('1. Teilnehmer' …). */
export interface CartParticipant {
  recipientId: number;
  position: number;
  label: string;
  salutation: string;
  title: string;
  firstname: string;
  lastname: string;
  email: string;
  brFunction: string;
  hotelOverNightOption: BoardOption;
  kind: ParticipantKind;
  /** What the works council sends the participant under (LEGAL_BASES). */
  legalBasis: LegalBasis;
  price: number;
  /** A conference participant's workshops, one per slot at most; empty for a seminar. */
  workshops: CartWorkshopChoice[];
  /** A union member pays a conference's member price (shown on the invoice; proof at the registration desk). */
  unionMember: boolean;
}

/** Whether the item can be checked out now: bookable, or why not ('full': the checkout offers the waiting list). */
export type CartItemState = 'bookable' | 'full' | 'past' | 'cancelled';

export interface ShoppingCartItem extends CartItem {
  hotelName: string | null;
  isOnline: boolean;
  prices: Price;
  priceLabel: string;
  seatsLeft: number;
  /** Groups on the event's waiting list, each waiting for more seats than are free: they hold none back. */
  waitingGroups: number;
  state: CartItemState;
  participants: CartParticipant[];
  subtotal: number;
  /** The item is a conference (Fachtagung): its workshops, prices and rooms; null for a seminar. */
  conference: CartConference | null;
}

export interface OrderOptions {
  company: string;
  street: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  purchaseOrderNumber: string;
  costCentre: string;
  remarks: string;
}

/** The cart's contents as the api builds them (in and outside a checkout's transaction). */
export interface CartContents {
  items: ShoppingCartItem[];
  /** null until update-order-options stored them. */
  options: OrderOptions | null;
  totals: { participants: number; total: number };
  cancellationTerms: readonly string[];
}

/** GET /order-api/get-shopping-cart; also the answer of every participant write. */
export interface ShoppingCartResponse extends CartContents {
  /** How many days a reservation holds its seat (RESERVATION_DAYS; never beyond the event's start). */
  reservationDays: number;
  /**
   * While no billing address is stored: the member's own address (registration or personal data) to prefill it;
   * null logged out or when the account has none.
   */
  suggestedOptions?: OrderOptions | null;
}

/** POST /order-api/update-order-options. */
export interface UpdateOrderOptionsResponse {
  options: OrderOptions;
}

/** A participant's seat in an order: booked, reserved until a time, waiting for one, or given back. */
export type OrderParticipantStatus = 'booked' | 'reserved' | 'waiting' | 'expired' | 'cancelled';
/** Per participant of an order: booking, reservation or waiting list (a served waiting group holds reservations). */
export type OrderParticipantKind = ParticipantKind | 'waitlist';

export interface OrderParticipant {
  participantId: number;
  position: number;
  salutation: string;
  title: string;
  firstname: string;
  lastname: string;
  email: string;
  brFunction: string;
  hotelOverNightOption: BoardOption;
  kind: OrderParticipantKind;
  legalBasis: LegalBasis;
  status: OrderParticipantStatus;
  price: number;
  /** ISO time a reservation expires; null for a booking. */
  reservedUntil: string | null;
  /** A conference participant's workshops with their times and seats; empty for a seminar. */
  workshops: OrderWorkshop[];
  unionMember: boolean;
}

export interface OrderItem {
  eventId: number;
  themeTitle: string;
  startDate: string;
  endDate: string;
  participants: OrderParticipant[];
  /** The conference's page when the item is a conference; null for a seminar. */
  conferenceUrl: string | null;
}

export interface OrderStatusEntry {
  status: string;
  at: string;
}

export interface Order {
  orderId: number;
  orderNumber: string;
  createdAt: string;
  total: number;
  options: OrderOptions;
  items: OrderItem[];
  history: OrderStatusEntry[];
}

/** POST /order-api/checkout (201 new, 200 when the Idempotency-Key named an earlier order). */
export interface CheckoutResponse {
  order: Order;
}

/** GET /order-api/order/:id: one of the caller's own orders. */
export interface OrderResponse {
  order: Order;
}

/** One of a member's reservations: live ('reserved') or expired within the last 30 days ('expired'). */
export interface MemberReservation {
  participantId: number;
  orderNumber: string;
  eventId: number;
  themeTitle: string;
  themeSlug: string;
  startDate: string;
  endDate: string;
  /** null for an online date. */
  city: string | null;
  salutation: string;
  title: string;
  firstname: string;
  lastname: string;
  status: 'reserved' | 'expired';
  /** ISO time the reservation ends (or ended). */
  reservedUntil: string;
}

/** GET /order-api/reservations, and the answer of POST /order-api/confirm-reservation (the list after it). */
export interface ReservationsResponse {
  reservations: MemberReservation[];
}

/** GET /order-api/cost-calculator/:eventId: what the cost calculator (page and PDF) prices. */
export interface CostCalculatorResponse {
  eventId: number;
  themeTitle: string;
  startDate: string;
  endDate: string;
  /** Seminar days of each stay: one for a seminar, one per module of a training series. */
  stays: number[];
  days: number;
  isOnline: boolean;
  city: string | null;
  prices: Price;
  priceLabel: string;
  participantPrices: ParticipantPrice[];
  /** The venue with its rates in cents; null online. */
  hotel: {
    hotelId: number;
    name: string;
    street: string | null;
    postalCode: string | null;
    city: string | null;
    rates: HotelRates | null;
  } | null;
  /** When the event is in the caller's cart: its participants' overnight choices, in order; else null. */
  cart: { participants: Array<{ overnight: boolean; nightBefore: boolean }> } | null;
}
