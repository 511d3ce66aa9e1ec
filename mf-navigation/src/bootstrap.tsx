// Standalone page of the remote's dev server: header and footer without the shell.
import { createRoot } from 'react-dom/client';
import { SLOT_IDS } from '@amb/shared-contracts';
import { currentPageGlobals } from './defaultGlobals';
import { Footer } from './features/footer/Footer';
import { HeaderApp } from './features/header/HeaderApp';
import './styles.css';

function slot(id: string): HTMLElement {
  const element = document.getElementById(id) ?? document.body.appendChild(document.createElement('div'));
  element.id = id;
  return element;
}

const globals = currentPageGlobals();
createRoot(slot(SLOT_IDS.header)).render(<HeaderApp globals={globals} />);
createRoot(slot(SLOT_IDS.footer)).render(<Footer globals={globals} />);
