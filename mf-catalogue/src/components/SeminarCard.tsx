import {
  MESSAGES,
  PAGE_ROUTES,
  buildPath,
  formatPrice,
  onlineSessionsLabel,
  priceLabel,
  type SeminarListItem,
} from '@amb/shared-contracts/core';
import { formatDateRange, isOnlineEvent } from '@amb/shared-contracts/dates';
import type { ReactNode } from 'react';

interface SeminarCardProps {
  item: SeminarListItem;
  /** What can be done with the date (add to the cart, the wish-list heart), under its facts. */
  actions?: ReactNode;
}

/** One seminar date of a list: title, dates, place, price, and its actions when given. */
export function SeminarCard({ item, actions }: SeminarCardProps) {
  const online = isOnlineEvent(item);
  return (
    <li className="cat-seminar">
      <p className="cat-seminar__rubric">{item.rubric.name}</p>
      <h3 className="cat-seminar__title">
        <a href={buildPath(PAGE_ROUTES.themeDetail.path, { theme: item.themeSlug })}>{item.title}</a>
      </h3>
      <dl className="cat-seminar__facts">
        <div className="cat-seminar__fact">
          <dt>Termin</dt>
          <dd>{formatDateRange(item.startDate, item.endDate)}</dd>
        </div>
        <div className="cat-seminar__fact">
          <dt>Ort</dt>
          <dd>{online ? MESSAGES.online : (item.city ?? 'wird noch bekannt gegeben')}</dd>
        </div>
        {online && item.isSeries ? (
          <div className="cat-seminar__fact">
            <dt>Umfang</dt>
            <dd>{onlineSessionsLabel(item.moduleCount)}</dd>
          </div>
        ) : null}
        <div className="cat-seminar__fact cat-seminar__fact--price">
          <dt>{priceLabel(item.prices)}</dt>
          <dd>{formatPrice(item.prices.price)}</dd>
        </div>
      </dl>
      {actions ? <div className="cat-seminar__actions">{actions}</div> : null}
    </li>
  );
}
