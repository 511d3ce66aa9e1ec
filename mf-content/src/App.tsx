import { Suspense } from 'react';
import { Loading, matchPage, NotFoundPage, useLocation } from '@amb/remote-kit';
import { PAGES } from './pages';

/**
 * The pages this remote owns; a path it owns without a page gets the one not-found page. A page in a chunk of its
 * own (lazyPage) is loaded before the first render, so only a client navigation to it shows the loading state.
 */
export function App() {
  const match = matchPage(PAGES, useLocation().pathname);
  if (!match) return <NotFoundPage />;
  const { component: Page, title } = match.page;
  return (
    <Suspense fallback={<Loading />}>
      <Page title={title} params={match.params} />
    </Suspense>
  );
}
