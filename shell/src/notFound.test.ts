import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { within } from '@testing-library/dom';
import { NotFoundPage } from '@amb/remote-kit';
import { notFoundLifecycles, notFoundPage } from './notFound';
import { renderDocument } from './test/pageGlobals';

describe('404-Seite', () => {
  it('zeigt Titel, Text und Links zur Seminarübersicht und zur Startseite', async () => {
    renderDocument(null);
    const lifecycles = notFoundLifecycles();
    const props = {} as never;
    await (lifecycles.mount as (p: unknown) => Promise<void>)(props);
    const main = within(document.getElementById('amb-main')!);
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Seite nicht gefunden');
    expect(main.getByText(/Die aufgerufene Seite gibt es leider nicht/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Zur Seminarübersicht' })).toHaveAttribute('href', '/seminare');
    expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Seite nicht gefunden | Akademie für Mitbestimmung');
    await (lifecycles.unmount as (p: unknown) => Promise<void>)(props);
    expect(document.getElementById('amb-main')).toBeEmptyDOMElement();
  });

  it('zeichnet nichts über die vom Server gerenderte Seite „nicht gefunden“ und lässt sie beim Unmount stehen', async () => {
    const serverPage =
      '<div data-boundary="mf_navigation"><section class="kit-page"><h1>Seite nicht gefunden</h1></section></div>';
    renderDocument(null, '', '', serverPage);
    const lifecycles = notFoundLifecycles();
    await (lifecycles.mount as (p: unknown) => Promise<void>)({});
    const main = document.getElementById('amb-main')!;
    expect(main.innerHTML).toBe(serverPage);
    await (lifecycles.unmount as (p: unknown) => Promise<void>)({});
    expect(main.innerHTML).toBe(serverPage);
  });

  it('ist dieselbe Seite wie die NotFoundPage des Kits: gleiche Elemente, Klassen, Texte und Links', async () => {
    // Both through the DOM's serialiser, so escaping and attribute quoting cannot differ.
    const kit = document.createElement('div');
    kit.innerHTML = renderToStaticMarkup(createElement(NotFoundPage));
    expect(notFoundPage().outerHTML).toBe(kit.innerHTML);

    renderDocument(null);
    await (notFoundLifecycles().mount as (p: unknown) => Promise<void>)({});
    const mounted = document.querySelector('#amb-main > [data-boundary="shell"]');
    expect(mounted?.innerHTML).toBe(kit.innerHTML);
  });
});
