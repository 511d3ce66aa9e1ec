import { act, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES, STORAGE_KEYS } from '@amb/shared-contracts/core';
import { mockFetch } from '@amb/remote-kit/testing';
import { testGlobals } from '../testing/globals';
import { HeaderInRemote } from '../testing/HeaderInRemote';

// The pop-overs' chunk fails to load while the browser is offline, and loads once it is back.
const mockNetwork = { offline: true };
jest.mock('./popovers', () => {
  if (mockNetwork.offline) throw new Error('Failed to fetch dynamically imported module (offline)');
  return jest.requireActual('./popovers');
});

describe('a lazily loaded part of the header fails to load (offline)', () => {
  it('keeps the header usable, says so in the pop-over and loads it again when the browser is back online', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cartCount, '0');
    mockFetch({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<HeaderInRemote globals={testGlobals()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Merkliste' }));
    expect(
      await screen.findByText(
        'Dieser Bereich konnte gerade nicht geladen werden. Sobald Ihre Verbindung wieder steht, laden wir ihn neu.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // Never a warning instead of the whole header: its navigation and other tools are all still there.
    expect(screen.queryByText(MESSAGES.remoteUnavailable)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Warenkorb' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suche' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();

    // The browser says "online" before its network answers: that try fails too…
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 5000 })).toBeInTheDocument();
    // …and the part tries again by itself a moment later, when the network is there.
    mockNetwork.offline = false;
    expect(await screen.findByRole('link', { name: 'Zur Merkliste' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });
});
