import {
  CONFERENCE_TEXTS,
  SEAT_STATE_LABELS,
  netPriceText,
  type ConferenceDetailResponse,
  formatBerlinDay,
  formatBerlinDayRange,
} from '@amb/shared-contracts/core';
import { Link } from '@amb/remote-kit';

/** The conference at a glance: dates, venue, audience, seats, the price from today (early bird while it lasts). */
export function ConferenceFacts({ conference }: { conference: ConferenceDetailResponse }) {
  const { prices } = conference;
  return (
    <dl className="conf-facts">
      <div>
        <dt>Termin</dt>
        <dd>{formatBerlinDayRange(conference.startDate, conference.endDate)}</dd>
      </div>
      <div>
        <dt>Ort</dt>
        <dd>
          {conference.hotel ? (
            <>
              <Link href={conference.hotel.url}>{conference.hotel.name}</Link>, {conference.hotel.city}
            </>
          ) : (
            (conference.city ?? '–')
          )}
        </dd>
      </div>
      <div>
        <dt>Für</dt>
        <dd>{conference.audienceLabel}</dd>
      </div>
      <div>
        <dt>Plätze</dt>
        <dd>
          <span className={`conf-seats conf-seats--${conference.seatState}`}>
            {conference.state === 'past' ? 'Die Fachtagung hat stattgefunden' : SEAT_STATE_LABELS[conference.seatState]}
          </span>
        </dd>
      </div>
      {conference.state !== 'past' ? (
        <div>
          <dt>{prices.priceLabel}</dt>
          <dd>
            <strong>{netPriceText(prices.from)}</strong>
            {prices.earlyBird?.active ? (
              <span className="conf-facts__note">
                {' '}
                {CONFERENCE_TEXTS.earlyBird(formatBerlinDay(prices.earlyBird.until))}
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
