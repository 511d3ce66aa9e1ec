import type { ReactNode } from 'react';
import {
  MESSAGES,
  SEAT_STATE_LABELS,
  VAT_TEXTS,
  formatBerlinDayRange,
  formatPrice,
  netPriceText,
  onlineSessionsLabel,
  type ThemeDate,
} from '@amb/shared-contracts/core';
import './theme.css';

interface ThemeDateRowProps {
  date: ThemeDate;
  /** The row's buttons (add to cart, wish-list heart): given by the page, shown beside the price. */
  actions?: ReactNode;
}

/** One date of a theme: German date or range, place, online sessions, seat state and the prices per participant. */
export function ThemeDateRow({ date, actions }: ThemeDateRowProps) {
  const perParticipant = date.participantPrices.length > 1;
  return (
    <li className="cat-date">
      <div className="cat-date__when">
        <p className="cat-date__range">{formatBerlinDayRange(date.startDate, date.endDate)}</p>
        <p className="cat-date__place">
          {date.isOnlineEvent ? MESSAGES.online : (date.city ?? 'Ort wird noch bekannt gegeben')}
          {date.hotel ? (
            <>
              {', '}
              <a href={date.hotel.url}>{date.hotel.name}</a>
            </>
          ) : null}
        </p>
        {date.onlineSessions !== null ? (
          <p className="cat-date__sessions">{onlineSessionsLabel(date.onlineSessions)}</p>
        ) : null}
        <p className={`cat-date__seats cat-date__seats--${date.seatState}`}>{SEAT_STATE_LABELS[date.seatState]}</p>
      </div>
      <div className="cat-date__price">
        <p className="cat-date__price-main">
          <span className="cat-date__price-label">{date.priceLabel}</span>{' '}
          <span className="cat-date__price-value">{netPriceText(date.prices.price)}</span>
        </p>
        {perParticipant ? (
          <table className="cat-date__prices">
            <caption>Preise pro Person, {VAT_TEXTS.note}</caption>
            <tbody>
              {date.participantPrices.map((entry) => (
                <tr key={entry.participant}>
                  <th scope="row">{entry.label}</th>
                  <td>{formatPrice(entry.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      {actions ? <div className="cat-date__actions">{actions}</div> : null}
    </li>
  );
}
