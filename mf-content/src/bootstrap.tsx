// Standalone start (the remote's own dev server): mount into the page's main slot.
import { createRoot } from 'react-dom/client';
import { SLOT_IDS } from '@amb/shared-contracts';
import { Root } from './lifecycles';

const slot = document.getElementById(SLOT_IDS.main);
if (slot) createRoot(slot).render(<Root />);
