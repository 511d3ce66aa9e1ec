import { act, fireEvent, render, screen } from '@testing-library/react';
import { STORAGE_KEYS, TIMINGS } from '@amb/shared-contracts/core';
import { mockFetch } from '@amb/remote-kit/testing';
import { testGlobals } from '../testing/globals';
import { HeaderInRemote } from '../testing/HeaderInRemote';

// The pop-overs' chunk fails to load while the network is down, and loads once it works again.
const mockNetwork = { offline: true };
jest.mock('./popovers', () => {
  if (mockNetwork.offline) throw new Error('Failed to fetch dynamically imported module (offline)');
  return jest.requireActual('./popovers');
});

describe('the network is not usable yet when the browser says it is back online', () => {
  afterEach(() => jest.useRealTimers());

  it('loads the part again after a short pause, without another online event or a click', async () => {
    jest.useFakeTimers();
    mockNetwork.offline = true;
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.localStorage.setItem(STORAGE_KEYS.cartCount, '0');
    mockFetch({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<HeaderInRemote globals={testGlobals()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Merkliste' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();

    // The event arrives while the load still fails; a moment later the network works.
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    mockNetwork.offline = false;
    await act(() => jest.advanceTimersByTimeAsync(TIMINGS.partRetryDelaysMs[0]));
    expect(await screen.findByRole('link', { name: 'Zur Merkliste' })).toBeInTheDocument();
  });
});
