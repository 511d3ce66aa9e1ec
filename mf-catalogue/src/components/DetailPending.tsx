import { ErrorState, failureOf, Loading, NotFoundPage, Page } from '@amb/remote-kit';

interface DetailPendingProps {
  /** The page's title while its data is not there. */
  title: string;
  /** The query's error, if any (RTK Query's `error`). */
  error: unknown;
  isFetching: boolean;
  onRetry: () => void;
  /** What could not be loaded, in German ("Der Standort konnte gerade nicht geladen werden."). */
  failureMessage: string;
}

/**
 * A detail page (a date, a location, a hotel) until its data is there: loading, the one not-found page when the
 * api says it does not exist (404), else the German error with the retry button.
 */
export function DetailPending({ title, error, isFetching, onRetry, failureMessage }: DetailPendingProps) {
  const failure = error ? failureOf(error) : undefined;
  if (failure?.status === 404) return <NotFoundPage />;
  return (
    <Page title={title}>
      {isFetching || !failure ? (
        <Loading />
      ) : (
        <ErrorState message={`${failureMessage} Bitte versuchen Sie es später noch einmal.`} onRetry={onRetry} />
      )}
    </Page>
  );
}
