import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { RemoteName } from '@amb/shared-contracts/core';
import { RemoteFrame } from './RemoteFrame';

export interface RemoteRootProps {
  remote: RemoteName;
  store: Store;
  /** The request URL when rendering on the server; omitted in the browser. */
  serverUrl?: string;
  children: ReactNode;
}

/** RemoteFrame with the remote's store (the same markup: the Provider renders no element). */
export function RemoteRoot({ remote, store, serverUrl, children }: RemoteRootProps) {
  return (
    <RemoteFrame remote={remote} serverUrl={serverUrl}>
      <Provider store={store}>{children}</Provider>
    </RemoteFrame>
  );
}
