import type { ReactNode } from 'react';
import type { ThemeDate } from '@amb/shared-contracts/core';
import { Button, EmptyState, ErrorState, Loading } from '@amb/remote-kit';
import { useGetThemeDatesQuery } from './themeApi';
import { ThemeDateRow } from './ThemeDateRow';

interface ThemeDatesProps {
  themeId: number;
  /** Only the first dates (the detail page); all without. */
  limit?: number;
  /** The buttons of a date's row (add to cart, wish list), passed on to its ThemeDateRow. */
  actionsFor?: (date: ThemeDate) => ReactNode;
}

/** The theme's dates from today on, each a ThemeDateRow; loading, error and "no dates" states. */
export function ThemeDates({ themeId, limit, actionsFor }: ThemeDatesProps) {
  const { currentData, isError, isFetching, refetch } = useGetThemeDatesQuery(themeId);
  if (!currentData) {
    if (isError && !isFetching)
      return (
        <ErrorState
          message="Die Termine konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          action={<Button onClick={() => void refetch()}>Erneut versuchen</Button>}
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
        <ThemeDateRow key={date.eventId} date={date} actions={actionsFor?.(date)} />
      ))}
    </ul>
  );
}
