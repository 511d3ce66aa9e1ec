import { useState } from 'react';
import { SLOT_IDS } from '@amb/shared-contracts/core';
import { remoteLifecycles } from '@amb/remote-kit';
import { currentPageGlobals } from './defaultGlobals';
import { Footer } from './features/footer/Footer';
import { makeStore } from './store';
import './styles.css';
import './components/popover/popover.css';
import './features/footer/newsletter.css';

function FooterRoot() {
  const [globals] = useState(currentPageGlobals);
  return <Footer globals={globals} />;
}

export const { bootstrap, mount, unmount } = remoteLifecycles({
  remote: 'mf_navigation',
  slotId: SLOT_IDS.footer,
  App: FooterRoot,
  makeStore,
});
