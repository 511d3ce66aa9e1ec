import { useState } from 'react';
import { SLOT_IDS } from '@amb/shared-contracts/core';
import { storelessLifecycles } from '@amb/remote-kit';
// The states this build's server half renders into the main slot (the pending page, the not-found page) are styled by
// this build's stylesheet, which every document links (the browser half renders neither).
import '@amb/remote-kit/surface.css';
import '@amb/remote-kit/page.css';
import { currentPageGlobals } from './defaultGlobals';
import { Header } from './Header';
import './styles.css';
// After the base styles, in this order in every build (one extracted stylesheet).
import './components/popover/popover.css';
import './features/footer/newsletter.css';

/** The page globals are read once per mount; the server rendered the header from the same globals. */
function HeaderRoot() {
  const [globals] = useState(currentPageGlobals);
  return <Header globals={globals} />;
}

// No store when it mounts: the pop-overs bring theirs (features/popovers.tsx), Redux is not on the first screen.
export const { bootstrap, mount, unmount } = storelessLifecycles({
  remote: 'mf_navigation',
  slotId: SLOT_IDS.header,
  App: HeaderRoot,
});
