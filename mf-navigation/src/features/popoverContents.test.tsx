import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@amb/shared-contracts/core';
import { mockFetch } from '@amb/remote-kit/testing';
import { testGlobals } from '../testing/globals';
import { HeaderInRemote } from '../testing/HeaderInRemote';

const mockPopoversChunk = { loaded: false };
jest.mock('./popovers', () => {
  mockPopoversChunk.loaded = true;
  return jest.requireActual('./popovers');
});

describe('the pop-overs’ contents load lazily (issue 11: not in the first load)', () => {
  it('the header renders without them; reaching a trigger starts the load before the pop-over opens', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cartCount, '0');
    mockFetch({});
    render(<HeaderInRemote globals={testGlobals()} />);
    expect(screen.getByRole('button', { name: 'Merkliste' })).toBeInTheDocument();
    expect(mockPopoversChunk.loaded).toBe(false);

    // The keyboard reaching the trigger (like the pointer entering it) loads them before the pop-over opens.
    fireEvent.focus(screen.getByRole('button', { name: 'Merkliste' }));
    await waitFor(() => expect(mockPopoversChunk.loaded).toBe(true));
    expect(document.getElementById('nav-popover-wishlist')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Merkliste' }));
    expect(await screen.findByRole('link', { name: 'Zur Merkliste' })).toBeInTheDocument();
  });
});
