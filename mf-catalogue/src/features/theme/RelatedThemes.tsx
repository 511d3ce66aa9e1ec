import { formatBerlinDayRange, netPriceText, type ThemeCard } from '@amb/shared-contracts/core';
import { ErrorState, Link, Loading } from '@amb/remote-kit';
import { useGetRelatedTopicsQuery } from './themeApi';

/** A theme as the theme page recommends it: rubric, title, subtitle, next date, price. */
export function RelatedCard({ card }: { card: ThemeCard }) {
  return (
    <li className="cat-related__item">
      <p className="cat-related__rubric">{card.rubric.name}</p>
      <h3 className="cat-related__title">
        <Link href={card.url}>{card.title}</Link>
      </h3>
      {card.subtitle ? <p>{card.subtitle}</p> : null}
      {card.nextDate ? (
        <p>
          Nächster Termin: {formatBerlinDayRange(card.nextDate.startDate, card.nextDate.endDate)},{' '}
          {card.nextDate.isOnlineEvent ? 'Online' : (card.nextDate.city ?? 'Ort folgt')}
        </p>
      ) : null}
      {card.priceFrom !== null ? (
        <p>
          {card.priceLabel} {netPriceText(card.priceFrom)}
        </p>
      ) : null}
    </li>
  );
}

/** "Das könnte Sie auch interessieren": themes sharing tags, then of the same rubric. */
export function RelatedThemes({ themeId }: { themeId: number }) {
  const { currentData, isError, isFetching } = useGetRelatedTopicsQuery(themeId);
  let body;
  if (currentData) {
    body =
      currentData.length === 0 ? (
        <p>Gerade gibt es keine passenden weiteren Seminare mit Terminen.</p>
      ) : (
        <ul className="cat-related">
          {currentData.map((card) => (
            <RelatedCard key={card.themeId} card={card} />
          ))}
        </ul>
      );
  } else if (isError && !isFetching) {
    body = <ErrorState message="Die Empfehlungen konnten gerade nicht geladen werden." />;
  } else {
    body = <Loading />;
  }
  return (
    <section className="cat-theme__section" aria-labelledby="cat-related-heading">
      <h2 id="cat-related-heading">Das könnte Sie auch interessieren</h2>
      {body}
    </section>
  );
}
