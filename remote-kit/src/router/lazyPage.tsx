import { use, type ComponentType, type FunctionComponent } from 'react';
import { matchPage, type PageDefinition } from './pages';

/** A page component whose code is a chunk of its own, loaded by `preload()` (or by its first render). */
export interface LazyPage<P extends object> extends FunctionComponent<P> {
  preload(): Promise<void>;
}

/**
 * A page in a chunk of its own (`load` is a dynamic import). Preloaded, it renders synchronously like any
 * component: the kit's lifecycles preload the page of the address before they hydrate or mount, and a server
 * build before it renders, so server HTML is never covered by a Suspense fallback. Rendered before its chunk
 * is there (client navigation to another page), it suspends: the remote's Suspense boundary shows the kit's
 * loading state until it is. A chunk that failed to load is tried again on the next preload or render.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Lazy(props: P) {
    if (!component) use(preload());
    const Page = component!;
    return <Page {...props} />;
  }
  return Object.assign(Lazy, { preload });
}

function isLazyPage(component: unknown): component is LazyPage<object> {
  return typeof component === 'function' && typeof (component as Partial<LazyPage<object>>).preload === 'function';
}

/** The page table's component for `pathname`, loaded: resolves at once for a path without a lazy page. */
export async function preloadPage(
  pages: readonly (PageDefinition & { component?: unknown })[],
  pathname: string,
): Promise<void> {
  const component = matchPage(pages, pathname)?.page.component;
  if (isLazyPage(component)) await component.preload();
}

/** Every lazy page of the table, loaded (tests that render pages synchronously). */
export async function preloadPages(pages: readonly (PageDefinition & { component?: unknown })[]): Promise<void> {
  const lazy = pages.map(({ component }) => component).filter(isLazyPage);
  await Promise.all(lazy.map((component) => component.preload()));
}
