import { useState } from 'react';
import { SLOT_IDS } from '@amb/shared-contracts';
import { currentPageGlobals } from './defaultGlobals';
import { HeaderApp } from './features/header/HeaderApp';
import { slotLifecycles } from './lifecycles';

function HeaderRoot() {
  const [globals] = useState(currentPageGlobals);
  return <HeaderApp globals={globals} />;
}

export const { bootstrap, mount, unmount, update } = slotLifecycles(SLOT_IDS.header, HeaderRoot);
