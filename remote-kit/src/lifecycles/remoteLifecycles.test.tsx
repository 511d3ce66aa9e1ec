import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MESSAGES, PAGE_GLOBALS_ELEMENT_ID, SLOT_IDS } from '@amb/shared-contracts/core';
import { RemoteRoot } from './RemoteRoot';
import { outsideAct } from '../testing/remoteTests';
import { holdsServerMarkup, remoteLifecycles } from './remoteLifecycles';
import { storelessLifecycles } from './storelessLifecycles';

const makeStore = () => configureStore({ reducer: () => ({ ready: true }) });
const props = { name: 'mf_cart/App', singleSpa: {}, mountParcel: jest.fn() } as never;

function page(mainHtml = '') {
  document.body.innerHTML = `<div id="${SLOT_IDS.header}">Kopf</div><main id="${SLOT_IDS.main}">${mainHtml}</main>`;
  return document.getElementById(SLOT_IDS.main)!;
}

async function mountApp(App: () => React.ReactElement) {
  const lifecycles = remoteLifecycles({ remote: 'mf_cart', App, makeStore });
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return lifecycles;
}

describe('remoteLifecycles', () => {
  outsideAct();

  it('rendert in den Hauptslot, mit data-boundary der Remote, und räumt beim Unmount ab', async () => {
    const main = page();
    const lifecycles = await mountApp(() => <h1>Warenkorb</h1>);
    expect(main.querySelector('[data-boundary="mf_cart"] h1')?.textContent).toBe('Warenkorb');
    await lifecycles.unmount(props);
    await waitFor(() => expect(main.innerHTML).toBe(''));
  });

  it('hydriert das Server-HTML der eigenen Remote, statt es neu aufzubauen', async () => {
    const App = () => <h1>Warenkorb</h1>;
    const serverHtml = renderToString(
      <RemoteRoot remote="mf_cart" store={makeStore()}>
        <App />
      </RemoteRoot>,
    );
    const main = page(serverHtml);
    const heading = main.querySelector('h1');
    expect(holdsServerMarkup(SLOT_IDS.main, 'mf_cart')).toBe(true);
    const errors = jest.spyOn(console, 'error');
    await mountApp(App);
    expect(main.querySelector('h1')).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });

  it('ersetzt fremdes Markup im Slot (keine Hydration fremder Inhalte)', async () => {
    const main = page('<div data-boundary="mf_catalogue"><p>alt</p></div>');
    expect(holdsServerMarkup(SLOT_IDS.main, 'mf_cart')).toBe(false);
    await mountApp(() => <h1>Warenkorb</h1>);
    expect(main.textContent).toBe('Warenkorb');
  });

  it('rendert über das Server-HTML einer statischen Seite neu (die Adresse ist schon eine andere)', async () => {
    const main = page('<div data-boundary="mf_cart"><p>Startseite vom Server</p></div>');
    const globals = document.createElement('script');
    globals.id = PAGE_GLOBALS_ELEMENT_ID;
    globals.type = 'application/json';
    globals.textContent = JSON.stringify({ staticMain: true });
    document.head.append(globals);
    try {
      expect(holdsServerMarkup(SLOT_IDS.main, 'mf_cart')).toBe(false);
      expect(holdsServerMarkup(SLOT_IDS.header, 'mf_cart')).toBe(false);
      await mountApp(() => <h1>Warenkorb</h1>);
      expect(main.textContent).toBe('Warenkorb');
    } finally {
      globals.remove();
    }
  });

  it('zeigt beim Absturz der Remote den deutschen Hinweis im eigenen Slot; der Rest der Seite bleibt', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const main = page();
    const Broken = () => {
      throw new Error('kaputt');
    };
    await mountApp(Broken);
    expect(main.querySelector('[role="alert"]')?.textContent).toBe(MESSAGES.remoteUnavailable);
    expect(document.getElementById(SLOT_IDS.header)?.textContent).toBe('Kopf');
  });
});

describe('storelessLifecycles', () => {
  outsideAct();

  it('hydriert, was der Server mit Store schrieb, ohne selbst einen Store zu haben (gleiches Markup)', async () => {
    const App = () => <h1>Kopf ohne Store</h1>;
    const main = page(
      renderToString(
        <RemoteRoot remote="mf_cart" store={makeStore()}>
          <App />
        </RemoteRoot>,
      ),
    );
    const heading = main.querySelector('h1');
    const errors = jest.spyOn(console, 'error');
    const lifecycles = storelessLifecycles({ remote: 'mf_cart', App });
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(main.querySelector('h1')).toBe(heading);
    expect(main.querySelector('[data-boundary="mf_cart"]')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
