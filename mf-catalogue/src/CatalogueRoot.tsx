import { useState } from 'react';
import { Provider } from 'react-redux';
import { App } from './App';
import { makeStore } from './store';

export function CatalogueRoot() {
  const [store] = useState(() => makeStore());
  return (
    <Provider store={store}>
      <App />
    </Provider>
  );
}
