import { MESSAGES, berlinDayRange, netPriceText, type ThemeCard } from '@amb/shared-contracts/core';
import { EmptyState, ErrorState, Loading } from '@amb/remote-kit';
import { useGetFeaturedThemesQuery } from './homeApi';

function FeaturedTheme({ theme }: { theme: ThemeCard }) {
  const next = theme.nextDate;
  return (
    <li className="cat-seminar">
      <p className="cat-seminar__rubric">{theme.rubric.name}</p>
      <h3 className="cat-seminar__title">
        <a href={theme.url}>{theme.title}</a>
      </h3>
      {theme.subtitle ? <p className="cat-theme__subtitle">{theme.subtitle}</p> : null}
      <dl className="cat-seminar__facts">
        {next ? (
          <div className="cat-seminar__fact">
            <dt>Nächster Termin</dt>
            <dd>
              {berlinDayRange(next.startDate, next.endDate)},{' '}
              {next.isOnlineEvent ? MESSAGES.online : (next.city ?? 'Ort wird noch bekannt gegeben')}
            </dd>
          </div>
        ) : null}
        {theme.priceFrom !== null ? (
          <div className="cat-seminar__fact cat-seminar__fact--price">
            <dt>{theme.priceLabel}</dt>
            <dd>{netPriceText(theme.priceFrom)}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** Themes with their next date and its price, as the api recommends them. */
export function FeaturedThemes() {
  const { data, isLoading, isError } = useGetFeaturedThemesQuery();
  if (isLoading) return <Loading />;
  if (isError || !data) return <ErrorState message="Die empfohlenen Themen konnten gerade nicht geladen werden." />;
  if (data.length === 0) return <EmptyState message="Zurzeit sind keine Themen mit offenen Terminen geplant." />;
  return (
    <ul className="cat-seminar-list">
      {data.map((theme) => (
        <FeaturedTheme key={theme.themeId} theme={theme} />
      ))}
    </ul>
  );
}
