import { createContext, useContext } from 'react';
import type { RemoteName } from '@amb/shared-contracts/core';

/** Which remote a component renders in (links decide by it whether to stay inside the remote). */
export const RemoteContext = createContext<RemoteName | null>(null);

export function useRemoteName(): RemoteName | null {
  return useContext(RemoteContext);
}
