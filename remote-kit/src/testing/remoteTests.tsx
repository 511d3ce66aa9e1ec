import type { ComponentType } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import type { Store } from '@reduxjs/toolkit';
import { MESSAGES, pageMetaOf, type PageOwner } from '@amb/shared-contracts/core';
import { ownedPageRoutes, type OwnedRoute } from '@amb/shared-contracts/testing';
import type { remoteLifecycles } from '../lifecycles/remoteLifecycles';
import { preloadPages } from '../router/lazyPage';
import { matchPage, type PageDefinition } from '../router/pages';
import { renderInRemote, visit } from './renderWithProviders';

/**
 * single-spa drives React's roots itself, as in the browser: the tests of a describe block that mount
 * through the lifecycles run outside React's act() environment.
 */
export function outsideAct(): void {
  type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = true;
  });
}

/** The h1 (and document title) a route shows: its PAGE_META title when served, the not-found page when pending. */
export function expectedHeading(route: OwnedRoute): string {
  return route.pending ? MESSAGES.pageNotFoundTitle : (pageMetaOf(route.name)?.title ?? '');
}

export interface RemotePages {
  App: ComponentType;
  makeStore: () => Store;
  pages: readonly PageDefinition[];
  /** A path the remote owns that is no route of the table. */
  pathWithoutPage: string;
}

/**
 * Tests a remote's App against the route contract: each page route it owns is served by its page table
 * with the PAGE_META title (h1 and document title) unless it is pending, when it shows the one not-found
 * page (and the bff answers 404); a path without a page shows it too; single-spa's navigation is followed.
 */
export function testPageTable(remote: PageOwner, { App, makeStore, pages, pathWithoutPage }: RemotePages): void {
  const routes = ownedPageRoutes(remote);
  const renderApp = () => renderInRemote(remote, <App />, makeStore());

  describe(`App von ${remote} und der Routenvertrag`, () => {
    // Lazy pages (lazyPage) loaded first, as the lifecycles do before they mount: each render is synchronous.
    beforeAll(() => preloadPages(pages));

    it.each(routes.map((route) => [route.name, route.path, route] as const))('%s (%s)', (_name, path, route) => {
      expect(matchPage(pages, path) === null).toBe(route.pending);
      visit(path);
      renderApp();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(expectedHeading(route));
      expect(document.title).toBe(`${expectedHeading(route)} | Akademie für Mitbestimmung`);
    });

    it('zeigt auf einem Pfad ohne Seite "Seite nicht gefunden"', () => {
      visit(pathWithoutPage);
      renderApp();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.pageNotFoundTitle);
    });

    it('folgt der Navigation von single-spa', () => {
      const [first, second] = [routes[0]!, routes[routes.length - 1]!];
      visit(first.path);
      renderApp();
      act(() => {
        visit(pathWithoutPage);
        window.dispatchEvent(new Event('single-spa:routing-event'));
      });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.pageNotFoundTitle);
      act(() => {
        visit(second.path);
        window.dispatchEvent(new Event('single-spa:routing-event'));
      });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(expectedHeading(second));
    });
  });
}

/** Tests the lifecycles of a remote's exposed `App` module: mounted into #amb-main with its data-boundary, gone after unmount. */
export function testLifecycles(remote: PageOwner, lifecycles: ReturnType<typeof remoteLifecycles>): void {
  const props = { name: `${remote}/App`, singleSpa: {}, mountParcel: jest.fn() } as never;
  const [route] = ownedPageRoutes(remote);

  describe('single-spa lifecycles', () => {
    outsideAct();

    it('mountet die Seite in #amb-main mit data-boundary und räumt beim Unmount auf', async () => {
      document.body.innerHTML = '<main id="amb-main"></main>';
      window.history.pushState({}, '', route!.path);
      await lifecycles.bootstrap(props);
      await lifecycles.mount(props);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).toHaveTextContent(expectedHeading(route!));
      expect(document.querySelector(`#amb-main [data-boundary="${remote}"]`)).not.toBeNull();
      await lifecycles.unmount(props);
      await waitFor(() => expect(document.getElementById('amb-main')).toBeEmptyDOMElement());
    });
  });
}
