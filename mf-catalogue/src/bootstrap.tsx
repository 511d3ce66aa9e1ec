// Standalone page of the remote's dev server: the catalogue without the shell.
import { createRoot } from 'react-dom/client';
import { SLOT_IDS } from '@amb/shared-contracts';
import { CatalogueRoot } from './CatalogueRoot';
import './styles.css';

const slot = document.getElementById(SLOT_IDS.main) ?? document.body.appendChild(document.createElement('main'));
slot.id = SLOT_IDS.main;
createRoot(slot).render(<CatalogueRoot />);
