import type { ComponentType } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import type { Store } from '@reduxjs/toolkit';
import type { RemoteName } from '@amb/shared-contracts';
import type { remoteLifecycles } from '../lifecycles/remoteLifecycles';
import { renderInRemote, visit } from './renderWithProviders';

/** What a remote's tests expect of its page table: paths with the h1 of their page (two at least), and a path it owns without a page. */
export interface ExpectedPageTable {
  pages: ReadonlyArray<readonly [path: string, heading: string]>;
  pathWithoutPage: string;
}

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

/** Tests a remote's App against its page table: each page's h1 and document title, the not-found page, single-spa's navigation. */
export function testPageTable(
  remote: RemoteName,
  { App, makeStore }: { App: ComponentType; makeStore: () => Store },
  { pages, pathWithoutPage }: ExpectedPageTable,
): void {
  const renderApp = () => renderInRemote(remote, <App />, makeStore());

  describe('App', () => {
    it.each(pages)('zeigt auf %s die Überschrift "%s"', (path, heading) => {
      visit(path);
      renderApp();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(document.title).toBe(`${heading} | Akademie für Mitbestimmung`);
    });

    it('zeigt auf einem Pfad ohne Seite "Seite nicht gefunden"', () => {
      visit(pathWithoutPage);
      renderApp();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seite nicht gefunden');
    });

    it('folgt der Navigation von single-spa', () => {
      const [first, second] = pages;
      visit(first![0]);
      renderApp();
      act(() => {
        visit(second![0]);
        window.dispatchEvent(new Event('single-spa:routing-event'));
      });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(second![1]);
    });
  });
}

/** Tests the lifecycles of a remote's exposed `App` module: mounted into #amb-main with its data-boundary, gone after unmount. */
export function testLifecycles(
  remote: RemoteName,
  lifecycles: ReturnType<typeof remoteLifecycles>,
  { pages }: ExpectedPageTable,
): void {
  const props = { name: `${remote}/App`, singleSpa: {}, mountParcel: jest.fn() } as never;

  describe('single-spa lifecycles', () => {
    outsideAct();

    it('mountet die Seite in #amb-main mit data-boundary und räumt beim Unmount auf', async () => {
      document.body.innerHTML = '<main id="amb-main"></main>';
      window.history.pushState({}, '', pages[0]![0]);
      await lifecycles.bootstrap(props);
      await lifecycles.mount(props);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).toHaveTextContent(pages[0]![1]);
      expect(document.querySelector(`#amb-main [data-boundary="${remote}"]`)).not.toBeNull();
      await lifecycles.unmount(props);
      await waitFor(() => expect(document.getElementById('amb-main')).toBeEmptyDOMElement());
    });
  });
}
