import { renderToString } from 'react-dom/server';
import type { PageGlobals } from '@amb/shared-contracts';
import { Footer } from '../features/footer/Footer';
import { HeaderApp } from '../features/header/HeaderApp';

/** Inner HTML of #amb-header, from the same components the browser hydrates. */
export function renderHeader(globals: PageGlobals): string {
  return renderToString(<HeaderApp globals={globals} />);
}

/** Inner HTML of #amb-footer. */
export function renderFooter(globals: PageGlobals): string {
  return renderToString(<Footer globals={globals} />);
}
