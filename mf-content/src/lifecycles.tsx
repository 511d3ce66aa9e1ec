import React, { useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import { Provider } from 'react-redux';
import singleSpaReact from 'single-spa-react';
import { SLOT_IDS } from '@amb/shared-contracts';
import { App } from './App';
import { RemoteErrorBoundary, RemoteFallback } from './RemoteErrorBoundary';
import { REMOTE_NAME } from './remote';
import { makeStore, type AppStore } from './store';
import './content.css';

export function Root({ store }: { store?: AppStore }) {
  const [ownStore] = useState(() => store ?? makeStore());
  return (
    <div data-boundary={REMOTE_NAME} className="content-root">
      <RemoteErrorBoundary>
        <Provider store={ownStore}>
          <App />
        </Provider>
      </RemoteErrorBoundary>
    </div>
  );
}

function mainSlot(): HTMLElement {
  const slot = document.getElementById(SLOT_IDS.main);
  if (!slot) throw new Error(`#${SLOT_IDS.main} fehlt im Dokument`);
  return slot;
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => <Root />,
  renderType: 'createRoot',
  domElementGetter: mainSlot,
  errorBoundary: () => <RemoteFallback />,
});

export const { bootstrap, mount, unmount } = lifecycles;
