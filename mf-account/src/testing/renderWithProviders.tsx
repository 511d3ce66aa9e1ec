import type { ReactElement } from 'react';
import { renderInRemote } from '@amb/remote-kit/testing';
import { REMOTE } from '../lifecycles';
import { makeStore, type RootState } from '../store';

/** Renders inside this remote's RemoteRoot with a real store, as single-spa mounts it. */
export function renderWithProviders(ui: ReactElement, preloadedState?: Partial<RootState>) {
  return renderInRemote(REMOTE, ui, makeStore(preloadedState));
}
