import type { ReactNode } from 'react';
import type { RemoteName } from '@amb/shared-contracts/core';
import { ServerLocationContext } from '../router/location';
import { RemoteContext } from './RemoteContext';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteFrameProps {
  remote: RemoteName;
  /** The request URL when rendering on the server; omitted in the browser. */
  serverUrl?: string;
  children: ReactNode;
}

/**
 * The element every remote renders its tree in, in the browser and on the server alike (so hydration sees the same
 * markup): `data-boundary` names the owner, the error boundary keeps a failure in the slot. No store: RemoteRoot
 * adds one (it renders no element of its own, so a tree with and one without a store hydrate each other).
 */
export function RemoteFrame({ remote, serverUrl, children }: RemoteFrameProps) {
  return (
    <div data-boundary={remote} className="kit-remote">
      <RemoteContext.Provider value={remote}>
        <ServerLocationContext.Provider value={serverUrl ?? null}>
          <RemoteErrorBoundary remote={remote}>{children}</RemoteErrorBoundary>
        </ServerLocationContext.Provider>
      </RemoteContext.Provider>
    </div>
  );
}
