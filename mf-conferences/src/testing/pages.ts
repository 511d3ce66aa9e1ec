import { preloadPages } from '@amb/remote-kit';
import { PAGES } from '../pages';

/**
 * For the tests of a file that render App synchronously: every page's chunk loaded first, as the lifecycles
 * load the page of the address before they mount (a page not yet loaded shows the loading state).
 */
export function withPagesLoaded(): void {
  beforeAll(() => preloadPages(PAGES));
}
