import { Suspense, type ComponentType } from 'react';
import { useLocation } from '../router/location';
import { matchPage } from '../router/pages';
import type { PageModule } from './definePage';
import { PageState } from './PageState';

/**
 * The App of a remote from its pages: the page of the address with its title and params, the not-found page
 * for a path it owns without a page, and while a page's chunk loads (a navigation in the browser; the kit loads
 * the page of the first address before it mounts or renders on the server) the page's frame over the loading
 * state, so the main area is never blank.
 */
export function createApp(pages: readonly PageModule<never, never>[]): ComponentType {
  function App() {
    const match = matchPage(pages, useLocation().pathname);
    if (!match) return <PageState kind="notFound" />;
    const { component: Component, title } = match.page;
    return (
      <Suspense fallback={<PageState kind="loading" title={title} />}>
        <Component title={title} params={match.params} />
      </Suspense>
    );
  }
  return App;
}
