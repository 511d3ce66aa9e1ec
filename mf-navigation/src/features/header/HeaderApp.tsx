import { useState } from 'react';
import { Provider } from 'react-redux';
import type { PageGlobals } from '@amb/shared-contracts';
import { makeStore } from '../../store';
import { Header } from './Header';

/** The header with its own store: what the server renders and the browser hydrates. */
export function HeaderApp({ globals }: { globals: PageGlobals }) {
  const [store] = useState(() => makeStore());
  return (
    <Provider store={store}>
      <Header globals={globals} />
    </Provider>
  );
}
