import {
  CONFERENCE_TEXTS,
  SEAT_STATE_LABELS,
  netPriceText,
  type ConferenceSummary,
  formatBerlinDay,
  formatBerlinDayRange,
} from '@amb/shared-contracts/core';
import { Link } from '@amb/remote-kit';

/** One conference in a list: title, dates, place, audience, seats, price from and the early-bird price's end. */
export function ConferenceCard({ conference, action }: { conference: ConferenceSummary; action?: React.ReactNode }) {
  return (
    <li className="conf-card">
      <h3 className="conf-card__title">
        <Link href={conference.url}>{conference.title}</Link>
      </h3>
      <p className="conf-card__subtitle">{conference.subtitle}</p>
      <p className="conf-card__facts">
        {formatBerlinDayRange(conference.startDate, conference.endDate)}
        {conference.city ? ` · ${conference.city}` : ''} · {conference.audienceLabel}
      </p>
      <p className="conf-card__facts">
        <span className={`conf-seats conf-seats--${conference.seatState}`}>
          {SEAT_STATE_LABELS[conference.seatState]}
        </span>
        {conference.hasFullWorkshop && conference.seatState !== 'full' ? (
          <span className="conf-card__note"> · Ein Workshop ist ausgebucht (Warteliste)</span>
        ) : null}
      </p>
      {conference.state !== 'past' ? (
        <p className="conf-card__price">
          ab {netPriceText(conference.priceFrom)}
          {conference.earlyBirdUntil ? (
            <span className="conf-card__note">
              {' '}
              · {CONFERENCE_TEXTS.earlyBird(formatBerlinDay(conference.earlyBirdUntil))}
            </span>
          ) : null}
        </p>
      ) : null}
      {action}
    </li>
  );
}
