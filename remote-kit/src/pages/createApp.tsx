import { Suspense, useEffect, type ComponentType } from 'react';
import { emit } from '@amb/shared-contracts/core';
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
/** Says that the page of `path` has committed: hydrated or rendered, its handlers in place ('page:ready'). */
function PageReady({ path }: { path: string }) {
  useEffect(() => emit('page:ready', { path }), [path]);
  return null;
}

export function createApp(pages: readonly PageModule<never, never>[]): ComponentType {
  function App() {
    const { pathname } = useLocation();
    const match = matchPage(pages, pathname);
    if (!match) return <PageState kind="notFound" />;
    const { component: Component, title } = match.page;
    return (
      <Suspense fallback={<PageState kind="loading" title={title} />}>
        <Component title={title} params={match.params} />
        <PageReady path={pathname} />
      </Suspense>
    );
  }
  return App;
}
