import { ErrorState, failureOf, Loading, NotFoundPage, Page } from '@amb/remote-kit';

/** A conference's page until its data is there: loading, the not-found page for an unknown one (404), else the error. */
export function ConferencePending({
  title,
  error,
  isFetching,
  onRetry,
}: {
  title: string;
  error: unknown;
  isFetching: boolean;
  onRetry: () => void;
}) {
  const failure = error ? failureOf(error) : undefined;
  if (failure?.status === 404) return <NotFoundPage />;
  return (
    <Page title={title}>
      {isFetching || !failure ? (
        <Loading />
      ) : (
        <ErrorState
          message="Die Fachtagung konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={onRetry}
        />
      )}
    </Page>
  );
}
