import { MESSAGES, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { Link } from '../router/Link';
import { Page } from './Page';

export interface NotFoundPageProps {
  /** The seminar list as this site links it (a site without seminars links to the main site's). */
  seminarListHref?: string;
}

/** The one not-found page of the site (a path nobody serves, or an id that does not exist). */
export function NotFoundPage({ seminarListHref = PAGE_ROUTES.seminarList.path }: NotFoundPageProps) {
  return (
    <Page title={MESSAGES.pageNotFoundTitle}>
      <p>{MESSAGES.pageNotFoundText}</p>
      <p className="kit-page__links">
        <Link href={seminarListHref}>Zur Seminarübersicht</Link>
        <Link href="/">Zur Startseite</Link>
      </p>
    </Page>
  );
}
