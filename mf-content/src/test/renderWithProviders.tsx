import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, type RootState } from '../store';

/** Renders with a real store, as the remote does when single-spa mounts it. */
export function renderWithProviders(ui: ReactElement, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

/** Puts the jsdom window on a path before rendering. */
export function visit(path: string) {
  window.history.pushState({}, '', path);
}
