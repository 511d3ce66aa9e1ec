/** Answers of the member's bookings (/api-meinamb/future-events, past-events, next-event-recipients, …). */
import type { CancellationStage } from '../rules/cancellation';
import type { OrderParticipantStatus } from './cart';
import type { ContentSummary } from './content';
import type { OrderWorkshop, WorkshopSlotChoice } from './conferences';

/** What cancelling a participant costs on a day, in cents (rules/cancellation `cancellationFeeCents`). */
export interface CancellationFeeCents {
  stage: CancellationStage;
  percent: number;
  amountCents: number;
}

export interface MemberBookingParticipant {
  participantId: number;
  position: number;
  salutation: string;
  title: string;
  firstname: string;
  lastname: string;
  email: string;
  status: OrderParticipantStatus;
  /** ISO time a reservation ends; null otherwise. */
  reservedUntil: string | null;
  priceCents: number;
  /** What a cancellation costs today (booked or reserved or waiting and the event not begun); else null. */
  feeToday: CancellationFeeCents | null;
  /** The fee stored when the participant was cancelled; null when not cancelled. */
  cancellationFeeCents: number | null;
  /** Whether the person data was replaced by a substitute participant (Ersatzteilnehmer). */
  substituted: boolean;
  /** A conference participant's workshops with their times; empty for a seminar. */
  workshops: OrderWorkshop[];
}

/** One event of one of the member's orders, with that order's participants of it. */
export interface MemberBookingEvent {
  orderId: number;
  orderNumber: string;
  eventId: number;
  themeTitle: string;
  themeSlug: string;
  startDate: string;
  endDate: string;
  /** null for an online date. */
  city: string | null;
  participants: MemberBookingParticipant[];
  /** A conference: its page and its workshop slots (to change a participant's workshop); null for a seminar. */
  conference: { url: string; slots: WorkshopSlotChoice[] } | null;
}

/** GET /api-meinamb/future-events and /api-meinamb/past-events. */
export interface MemberEventsResponse {
  events: MemberBookingEvent[];
}

/** GET /api-meinamb/next-event-recipients: the next event with a booked or reserved participant. */
export interface NextEventResponse {
  event: MemberBookingEvent | null;
}

/** POST /api-meinamb/cancel-recipient-booking. */
export interface CancelRecipientResponse {
  message: string;
  fee: CancellationFeeCents;
}

/** POST /api-meinamb/substitute-recipient. */
export interface SubstituteRecipientResponse {
  message: string;
  participant: MemberBookingParticipant;
}

/** A catalogue theme recommended for the member's works-council functions. */
export interface MemberRecommendation {
  themeSlug: string;
  title: string;
  subtitle: string;
  /** The next date of the theme (YYYY-MM-DD). */
  nextStartDate: string;
  /** The topics (tags) it was chosen for. */
  topics: string[];
}

/** An article, news item or interview tagged with one of the member's topics. */
export interface MemberArticleRecommendation extends ContentSummary {
  /** The topics (tags) it was chosen for. */
  topics: string[];
}

/** GET /api-meinamb/article-recommendations: seminars and content items for the member's BR functions. */
export interface MemberRecommendationsResponse {
  /** The BR functions the recommendations are based on (the member's settings, else the participants'). */
  basedOn: string[];
  recommendations: MemberRecommendation[];
  /** Newest first. */
  articles: MemberArticleRecommendation[];
}

/** POST /api-meinamb/conference-workshop: what happened, and the participant with its workshops now. */
export interface ConferenceWorkshopChangeResponse {
  message: string;
  participant: MemberBookingParticipant;
}
