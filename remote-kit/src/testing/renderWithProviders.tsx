import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Store } from '@reduxjs/toolkit';
import type { RemoteName } from '@amb/shared-contracts/core';
import { RemoteRoot } from '../lifecycles/RemoteRoot';

/** Puts the jsdom window on a path (and query) before rendering. */
export function visit(path: string): void {
  window.history.pushState({}, '', path);
}

/** Renders inside the same RemoteRoot the remote mounts with: its store, boundary and remote name. */
export function renderInRemote<S extends Store>(remote: RemoteName, ui: ReactElement, store: S) {
  return {
    store,
    ...render(
      <RemoteRoot remote={remote} store={store}>
        {ui}
      </RemoteRoot>,
    ),
  };
}
