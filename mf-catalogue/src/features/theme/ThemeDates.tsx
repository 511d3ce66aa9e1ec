import type { ThemeDate, ThemeDetailResponse } from '@amb/shared-contracts/core';
import type { AnalyticsSource } from '@amb/shared-contracts/analytics';
import { EmptyState, ErrorState, Loading } from '@amb/remote-kit';
import { DateActions } from '../../components/actions';
import { useGetThemeDatesQuery } from './themeApi';
import { ThemeDateRow } from './ThemeDateRow';

type ThemeOfDates = Pick<ThemeDetailResponse, 'themeId' | 'title' | 'rubric' | 'actionField'>;

interface ThemeDatesProps {
  theme: ThemeOfDates;
  /** Only the first dates (the detail page); all without. */
  limit?: number;
}

/** A date of the theme as analytics items describe it (SPEC §3). */
export function analyticsSourceOfDate(theme: ThemeOfDates, date: ThemeDate): AnalyticsSource {
  return {
    eventId: date.eventId,
    title: theme.title,
    price: date.prices.price,
    rubric: theme.rubric.name,
    actionField: theme.actionField,
    isOnlineEvent: date.isOnlineEvent,
    city: date.city,
    startDate: date.startDate,
    endDate: date.endDate,
  };
}

/**
 * The theme's dates from today on, each a ThemeDateRow with its cart button and wish-list heart; loading,
 * error and "no dates" states.
 */
export function ThemeDates({ theme, limit }: ThemeDatesProps) {
  const { currentData, isError, isFetching, refetch } = useGetThemeDatesQuery(theme.themeId);
  if (!currentData) {
    if (isError && !isFetching)
      return (
        <ErrorState
          message="Die Termine konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      );
    return <Loading />;
  }
  if (currentData.dates.length === 0)
    return <EmptyState message="Für dieses Seminar sind gerade keine Termine geplant." />;
  const dates = limit === undefined ? currentData.dates : currentData.dates.slice(0, limit);
  return (
    <ul className="cat-dates">
      {dates.map((date) => (
        <ThemeDateRow
          key={date.eventId}
          date={date}
          actions={
            <DateActions
              eventId={date.eventId}
              title={theme.title}
              analytics={analyticsSourceOfDate(theme, date)}
              full={date.seatState === 'full'}
            />
          }
        />
      ))}
    </ul>
  );
}
