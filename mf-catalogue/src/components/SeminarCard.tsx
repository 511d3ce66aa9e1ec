import {
  MESSAGES,
  PAGE_ROUTES,
  analyticsSourceOfListItem,
  berlinDayRange,
  buildPath,
  netPriceText,
  isOnlineEvent,
  onlineSessionsLabel,
  priceLabel,
  type SeminarListItem,
} from '@amb/shared-contracts/core';
import { DateActions } from './actions';

interface SeminarCardProps {
  item: SeminarListItem;
}

/** One seminar date of a list: title, dates, place, price, and what can be done with it (cart, wish list). */
export function SeminarCard({ item }: SeminarCardProps) {
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
          <dd>{berlinDayRange(item.startDate, item.endDate)}</dd>
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
          <dd>{netPriceText(item.prices.price)}</dd>
        </div>
      </dl>
      <div className="cat-seminar__actions">
        <DateActions eventId={item.eventId} title={item.title} analytics={analyticsSourceOfListItem(item)} />
      </div>
    </li>
  );
}
