import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '../store';

export function renderWithProviders(ui: ReactElement, { store = makeStore() }: { store?: AppStore } = {}) {
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}
