import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { API_ROUTES } from '@amb/shared-contracts/core';
import { RemoteRoot } from '@amb/remote-kit';
import { json, mockFetch } from '@amb/remote-kit/testing';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { AddToCartButton, WishlistHeart } from '.';
import { DATE, embedPageGlobals, MEMBER } from './testing';

const tree = () => (
  <RemoteRoot remote={REMOTE} store={makeStore()}>
    <AddToCartButton eventId={101} themeTitle="Arbeitsrecht I" analytics={DATE} />
    <WishlistHeart eventId={101} analytics={DATE} />
  </RemoteRoot>
);

describe('actions in server-rendered pages', () => {
  it('hydrate without a mismatch for a member whose date is on the wish list, then show it', async () => {
    embedPageGlobals({ user: MEMBER });
    mockFetch({ [API_ROUTES.wishlistGet.path]: () => json([101]) });
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    expect(container.querySelector('[aria-pressed]')).toHaveAttribute('aria-pressed', 'false');
    const errors = jest.spyOn(console, 'error');

    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, tree());
    });

    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('[aria-pressed]')).toHaveAttribute('aria-pressed', 'true');
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});
