import { useState } from 'react';
import { SLOT_IDS } from '@amb/shared-contracts';
import { currentPageGlobals } from './defaultGlobals';
import { Footer } from './features/footer/Footer';
import { slotLifecycles } from './lifecycles';

function FooterRoot() {
  const [globals] = useState(currentPageGlobals);
  return <Footer globals={globals} />;
}

export const { bootstrap, mount, unmount, update } = slotLifecycles(SLOT_IDS.footer, FooterRoot);
