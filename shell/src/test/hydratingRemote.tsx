import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';

/**
 * A remote as single-spa mounts it in the shell's tests: hydrates the server's HTML in `slot` with `element`;
 * `afterMount` runs once it has (a page announcing 'page:ready', as remote-kit's App does).
 */
export function hydratingRemote(slot: () => HTMLElement, element: ReactElement, afterMount?: () => void): LifeCycles {
  let root: Root | null = null;
  return {
    bootstrap: () => Promise.resolve(),
    mount: async () => {
      // eslint-disable-next-line @typescript-eslint/require-await -- act awaits what the render schedules
      await act(async () => {
        root = hydrateRoot(slot(), element);
      });
      afterMount?.();
    },
    unmount: () => {
      act(() => root?.unmount());
      return Promise.resolve();
    },
  };
}
