import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { MESSAGES, SLOT_IDS } from '@amb/shared-contracts';
import { CatalogueRoot } from './CatalogueRoot';
import './styles.css';

function RemoteFallback() {
  return (
    <div className="cat-fallback" data-boundary="mf_catalogue" role="alert">
      {MESSAGES.remoteUnavailable}
    </div>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: CatalogueRoot,
  renderType: 'createRoot',
  domElementGetter: () => {
    const slot = document.getElementById(SLOT_IDS.main);
    if (slot) return slot;
    const created = document.body.appendChild(document.createElement('main'));
    created.id = SLOT_IDS.main;
    return created;
  },
  errorBoundary: () => <RemoteFallback />,
});
