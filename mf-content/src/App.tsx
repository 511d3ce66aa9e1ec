import { matchPage, NotFoundPage, useLocation } from '@amb/remote-kit';
import { PAGES } from './pages';

/** The pages this remote owns; a path it owns without a page gets the one not-found page. */
export function App() {
  const match = matchPage(PAGES, useLocation().pathname);
  if (!match) return <NotFoundPage />;
  const { component: Page, title } = match.page;
  return <Page title={title} params={match.params} />;
}
