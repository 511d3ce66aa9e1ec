import { CONFERENCE_TEXTS, netPriceText } from '@amb/shared-contracts/core';
import { formatDateRange } from '@amb/shared-contracts/dates';
import { ErrorState, Loading } from '@amb/remote-kit';
import { useGetUpcomingConferencesQuery } from './homeApi';

/** How many conferences the start page shows. */
export const HOME_CONFERENCE_COUNT = 3;

/** The next conferences (Fachtagungen) with dates, place and price from; their pages belong to mf-conferences. */
export function UpcomingConferences() {
  const { currentData, isFetching, isError } = useGetUpcomingConferencesQuery(HOME_CONFERENCE_COUNT);
  if (isFetching && !currentData) return <Loading />;
  if (isError && !currentData) return <ErrorState message="Die Fachtagungen konnten gerade nicht geladen werden." />;
  if (!currentData || currentData.conferences.length === 0) return null;
  return (
    <ul className="cat-home__conferences">
      {currentData.conferences.map((conference) => (
        <li key={conference.conferenceId} className="cat-home__conference">
          <h3>
            <a href={conference.url}>{conference.title}</a>
          </h3>
          <p>{conference.subtitle}</p>
          <p className="cat-home__conference-facts">
            {formatDateRange(conference.startDate, conference.endDate)}
            {conference.city ? ` · ${conference.city}` : ''} · ab {netPriceText(conference.priceFrom)}
          </p>
          <p>
            <a href={conference.bookingUrl} aria-label={`${CONFERENCE_TEXTS.book}: ${conference.title}`}>
              {CONFERENCE_TEXTS.book}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
