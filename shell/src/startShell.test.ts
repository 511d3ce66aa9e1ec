import { registerApplication, start, getAppNames, navigateToUrl } from 'single-spa';
import type { LifeCycles } from 'single-spa';
import { startShell } from './startShell';
import { pageGlobals, renderDocument } from './test/pageGlobals';

function slotWriter(slotId: string, text: string): LifeCycles {
  return {
    bootstrap: () => Promise.resolve(),
    mount: () => {
      const node = document.createElement('p');
      node.textContent = text;
      document.getElementById(slotId)!.append(node);
      return Promise.resolve();
    },
    unmount: () => {
      document.getElementById(slotId)!.replaceChildren();
      return Promise.resolve();
    },
  };
}

describe('startShell mit single-spa', () => {
  it('mountet Header, Footer und mf_cart; ein ausgefallener Katalog stört den Header nicht', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/seminare/warenkorb');
    renderDocument(pageGlobals());
    const remotes: Record<string, LifeCycles> = {
      'mf_navigation/Header': slotWriter('amb-header', 'Kopfzeile'),
      'mf_navigation/Footer': slotWriter('amb-footer', 'Fußzeile'),
      'mf_cart/App': slotWriter('amb-main', 'Warenkorb'),
    };
    const loadRemote = jest.fn((id: string) => {
      const remote = remotes[id];
      return remote ? Promise.resolve(remote) : Promise.reject(new Error(`${id} nicht erreichbar`));
    });
    const registerRemotes = jest.fn();

    const names = await startShell({
      federation: { registerRemotes, loadRemote },
      singleSpa: { registerApplication, start },
    });

    expect(names).toEqual(getAppNames());
    expect(registerRemotes.mock.calls[0][0]).toContainEqual({ name: 'mf_cart', entry: '/mf/mf_cart/c/remoteEntry.js' });
    await waitForText('amb-main', 'Warenkorb');
    await waitForText('amb-header', 'Kopfzeile');
    await waitForText('amb-footer', 'Fußzeile');

    navigateToUrl('/seminare');
    await waitForText('amb-main', 'Dieser Bereich kann gerade nicht geladen werden.');
    expect(document.querySelector('#amb-main [role="alert"]')).toHaveAttribute('data-boundary', 'mf_catalogue');
    expect(document.getElementById('amb-header')).toHaveTextContent('Kopfzeile');

    navigateToUrl('/gibt-es-nicht');
    await waitForText('amb-main', 'Seite nicht gefunden');
    expect(document.querySelector('#amb-main [role="alert"]')).toBeNull();
  });
});

describe('startShell: the start-up in tasks', () => {
  it('starts single-spa (loading and mounting the remotes) in a task after the registration', async () => {
    window.history.pushState({}, '', '/seminare/warenkorb');
    renderDocument(pageGlobals());
    const order: string[] = [];
    const started = startShell({
      federation: { registerRemotes: () => order.push('registerRemotes'), loadRemote: () => new Promise(() => {}) },
      singleSpa: { registerApplication: () => undefined, start: () => order.push('start') },
    });
    setTimeout(() => order.push('queued task'), 0);
    await started;
    expect(order).toEqual(['registerRemotes', 'queued task', 'start']);
  });
});

async function waitForText(slotId: string, text: string) {
  for (let i = 0; i < 100; i += 1) {
    if (document.getElementById(slotId)?.textContent?.includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`#${slotId} zeigt nicht "${text}": ${document.getElementById(slotId)?.textContent}`);
}
