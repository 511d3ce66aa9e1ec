import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { RemoteName } from '@amb/shared-contracts/core';
import { ServerLocationContext } from '../router/location';
import { RemoteContext } from './RemoteContext';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteRootProps {
  remote: RemoteName;
  store: Store;
  /** The request URL when rendering on the server; omitted in the browser. */
  serverUrl?: string;
  children: ReactNode;
}

/**
 * The element every remote renders its tree in, in the browser and on the server alike (so hydration
 * sees the same markup): `data-boundary` names the owner, the error boundary keeps a failure in the slot.
 */
export function RemoteRoot({ remote, store, serverUrl, children }: RemoteRootProps) {
  return (
    <div data-boundary={remote} className="kit-remote">
      <RemoteContext.Provider value={remote}>
        <ServerLocationContext.Provider value={serverUrl ?? null}>
          <RemoteErrorBoundary remote={remote}>
            <Provider store={store}>{children}</Provider>
          </RemoteErrorBoundary>
        </ServerLocationContext.Provider>
      </RemoteContext.Provider>
    </div>
  );
}
