import { matchPage, NotFoundPage, Page, useLocation } from '@amb/remote-kit';
import { PAGES } from './pages';

/** The pages this remote owns; a path it owns without a page gets the one not-found page. */
export function App() {
  const { pathname } = useLocation();
  const match = matchPage(PAGES, pathname);
  if (!match) return <NotFoundPage />;
  const { title, component: Content } = match.page;
  return (
    <Page title={title}>
      <Content key={pathname} pathname={pathname} />
    </Page>
  );
}
