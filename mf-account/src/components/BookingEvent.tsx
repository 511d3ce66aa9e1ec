import type { ReactNode } from 'react';
import {
  MESSAGES,
  ORDER_WORKSHOP_STATUS_LABELS,
  PAGE_ROUTES,
  buildPath,
  netPriceText,
  participantName,
  substituteLabel,
  type MemberBookingEvent,
  type MemberBookingParticipant,
} from '@amb/shared-contracts/core';
import { MEMBER_BOOKING_TEXTS, participantStateLabel } from '@amb/shared-contracts/member';
import { formatDate, formatDateRange, formatTime } from '@amb/shared-contracts/dates';

/** 'Frau Dr. Erika Muster' (the one rule of shared-contracts; 'Herrn' in another case than the nominative). */
export { participantName };

/** The state of a participant in German, a reservation with its end ('reserviert bis 20.01.2026, 10:00 Uhr'). */
export function stateOf(p: MemberBookingParticipant): string {
  const until = p.reservedUntil ? `${formatDate(p.reservedUntil)}, ${formatTime(p.reservedUntil)} Uhr` : null;
  const label = participantStateLabel(p.status, until);
  if (p.status === 'cancelled' && p.cancellationFeeCents) {
    return `${label} (${MEMBER_BOOKING_TEXTS.cancellationFeeLabel}: ${netPriceText(p.cancellationFeeCents / 100)})`;
  }
  return label;
}

/**
 * One event of an order with its participants and their states; `actions` adds the buttons of a participant
 * (the bookings page), the overview shows none.
 */
export function BookingEvent({
  event,
  actions,
  headingLevel = 3,
}: {
  event: MemberBookingEvent;
  actions?: (participant: MemberBookingParticipant) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className="account-booking"
      aria-label={`${event.themeTitle}, ${formatDateRange(event.startDate, event.endDate)}`}
    >
      <Heading className="account-booking__title">
        <a href={event.conference?.url ?? buildPath(PAGE_ROUTES.themeDetail.path, { theme: event.themeSlug })}>
          {event.themeTitle}
        </a>
      </Heading>
      <p className="account-booking__facts">
        {formatDateRange(event.startDate, event.endDate)} · {event.city ?? MESSAGES.online} · Bestellung{' '}
        {event.orderNumber}
      </p>
      <ul className="account-booking__participants">
        {event.participants.map((p) => (
          <li key={p.participantId} className="account-booking__participant">
            <span className="account-booking__name">
              {p.position}. Teilnehmer: {participantName(p)}
              {p.substituted ? ` (${substituteLabel(p.salutation)})` : ''}
            </span>{' '}
            <span className={`account-booking__state account-booking__state--${p.status}`}>{stateOf(p)}</span>
            {p.workshops.length > 0 ? (
              <ul className="account-booking__workshops" aria-label={`Workshops von ${participantName(p)}`}>
                {p.workshops.map((w) => (
                  <li key={w.slotId}>
                    {`${w.code} ${w.title}, ${formatDate(w.day)}, ${w.startsAt}–${w.endsAt} Uhr: ${ORDER_WORKSHOP_STATUS_LABELS[w.status]}`}
                  </li>
                ))}
              </ul>
            ) : null}
            {actions ? <div className="account-booking__actions">{actions(p)}</div> : null}
          </li>
        ))}
      </ul>
    </article>
  );
}
