import { useState } from 'react';
import type { PageGlobals } from '@amb/shared-contracts/core';
import { RemoteRoot } from '@amb/remote-kit';
import { Header } from '../Header';
import { makeStore } from '../store';

/** The header as the lifecycles mount it: inside the kit's RemoteRoot, with a store of its own. */
export function HeaderInRemote({ globals }: { globals: PageGlobals }) {
  const [store] = useState(makeStore);
  return (
    <RemoteRoot remote="mf_navigation" store={store}>
      <Header globals={globals} />
    </RemoteRoot>
  );
}
