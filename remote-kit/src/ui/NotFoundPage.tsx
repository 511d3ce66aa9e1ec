import { MESSAGES, PAGE_ROUTES } from '@amb/shared-contracts';
import { Link } from '../router/Link';
import { Page } from './Page';

/** The one not-found page of the site (a path nobody serves, or an id that does not exist). */
export function NotFoundPage() {
  return (
    <Page title={MESSAGES.pageNotFoundTitle}>
      <p>{MESSAGES.pageNotFoundText}</p>
      <p className="kit-page__links">
        <Link href={PAGE_ROUTES.seminarList.path}>Zur Seminarübersicht</Link>
        <Link href="/">Zur Startseite</Link>
      </p>
    </Page>
  );
}
