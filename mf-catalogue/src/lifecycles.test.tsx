import { screen, waitFor } from '@testing-library/react';
import * as lifecycles from './lifecycles';

jest.mock('./App', () => ({
  App: () => {
    if (window.location.pathname === '/kaputt') throw new Error('kaputt');
    return <h1>Katalog</h1>;
  },
}));

const props = { name: 'mf_catalogue', singleSpa: {}, mountParcel: jest.fn() } as unknown as Parameters<
  typeof lifecycles.mount
>[0];

// single-spa resolves its lifecycle promises from timers, as in the browser: outside React's act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('catalogue lifecycles', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="amb-header"></div><main id="amb-main"></main>';
  });

  it('mounts into the main slot and unmounts cleanly', async () => {
    window.history.replaceState(null, '', '/seminare');
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(document.getElementById('amb-main')).toContainElement(screen.getByRole('heading', { name: 'Katalog' }));
    await lifecycles.unmount(props);
    expect(document.getElementById('amb-main')).toBeEmptyDOMElement();
  });

  it('shows the German fallback when the app throws', async () => {
    window.history.replaceState(null, '', '/kaputt');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Dieser Bereich kann gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
      ),
    );
    // The fallback stands inside the remote's root element, which names the owner.
    expect(screen.getByRole('alert').closest('[data-boundary]')).toHaveAttribute('data-boundary', 'mf_catalogue');
    await lifecycles.unmount(props);
    errors.mockRestore();
  });
});
