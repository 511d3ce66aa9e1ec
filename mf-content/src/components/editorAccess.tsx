import { useEffect, type ReactNode } from 'react';
import { AUTH_MESSAGES, buildPath, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { ErrorState, failureOf, Loading, Page } from '@amb/remote-kit';

/** The browser's page navigation, behind an object so tests can watch it. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** The login page, coming back here afterwards (as the member pages do). */
export const loginPathFor = (here: string) => buildPath(PAGE_ROUTES.login.path, {}, { redirect: here });

/**
 * The editors' pages (SPEC: /manage): the api decides who may (401 logged out → login, 403 → the German
 * "forbidden" page); until it answered, the page is loading. `children` only once the data is there.
 */
export function EditorAccess({
  title,
  error,
  loaded,
  retry,
  children,
}: {
  title: string;
  error: unknown;
  loaded: boolean;
  retry: () => void;
  children: () => ReactNode;
}) {
  const status = error ? failureOf(error).status : null;
  useEffect(() => {
    if (status === 401) browser.assign(loginPathFor(window.location.pathname + window.location.search));
  }, [status]);
  if (loaded) return <Page title={title}>{children()}</Page>;
  if (status === 403)
    return (
      <Page title="Kein Zugriff">
        <ErrorState message={`${AUTH_MESSAGES.forbidden} Diese Seite ist der Redaktion vorbehalten.`} />
      </Page>
    );
  return (
    <Page title={title}>
      {error && status !== 401 ? <ErrorState message={failureOf(error).message} onRetry={retry} /> : <Loading />}
    </Page>
  );
}
