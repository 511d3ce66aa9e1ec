import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { MESSAGES } from '@amb/shared-contracts';
import './styles.css';

function RemoteFallback() {
  return (
    <div className="nav-fallback" data-boundary="mf_navigation" role="alert">
      {MESSAGES.remoteUnavailable}
    </div>
  );
}

function slotElement(slotId: string): HTMLElement {
  const existing = document.getElementById(slotId);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = slotId;
  document.body.appendChild(created);
  return created;
}

/**
 * single-spa lifecycles for one layout slot. A slot the bff filled with server HTML is hydrated (no
 * flash, no layout shift); an empty one (no server render, or a remount) is rendered from scratch.
 */
export function slotLifecycles(slotId: string, Root: React.FunctionComponent) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: () => (document.getElementById(slotId)?.firstElementChild ? 'hydrateRoot' : 'createRoot'),
    domElementGetter: () => slotElement(slotId),
    errorBoundary: () => <RemoteFallback />,
  });
}
