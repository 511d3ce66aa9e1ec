import { matchPage, NotFoundPage, Page, useLocation } from '@amb/remote-kit';
import { PAGES } from './pages';

/** The pages this remote owns; a path it owns without a page gets the one not-found page. */
export function App() {
  const match = matchPage(PAGES, useLocation().pathname);
  if (!match) return <NotFoundPage />;
  return <Page title={match.page.title} />;
}
