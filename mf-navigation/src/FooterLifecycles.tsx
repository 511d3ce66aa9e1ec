import { useState } from 'react';
import { SLOT_IDS } from '@amb/shared-contracts/core';
import { storelessLifecycles } from '@amb/remote-kit';
import { currentPageGlobals } from './defaultGlobals';
import { Footer } from './features/footer/Footer';
import './styles.css';
import './components/popover/popover.css';
import './features/footer/newsletter.css';

function FooterRoot() {
  const [globals] = useState(currentPageGlobals);
  return <Footer globals={globals} />;
}

// No store when it mounts: the pop-overs bring theirs (features/popovers.tsx), Redux is not on the first screen.
export const { bootstrap, mount, unmount } = storelessLifecycles({
  remote: 'mf_navigation',
  slotId: SLOT_IDS.footer,
  App: FooterRoot,
});
