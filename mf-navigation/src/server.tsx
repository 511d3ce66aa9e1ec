import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageGlobals } from '@amb/shared-contracts';
import { RemoteRoot } from '@amb/remote-kit';
import { Footer } from './features/footer/Footer';
import { Header } from './Header';
import { makeStore } from './store';

/** The tree the browser lifecycles hydrate: the kit's RemoteRoot (data-boundary, store) around the part. */
function renderInRoot(part: ReactNode): string {
  return renderToString(
    <RemoteRoot remote="mf_navigation" store={makeStore()}>
      {part}
    </RemoteRoot>,
  );
}

/** Inner HTML of #amb-header, from the same components the browser hydrates. */
export function renderHeader(globals: PageGlobals): string {
  return renderInRoot(<Header globals={globals} />);
}

/** Inner HTML of #amb-footer. */
export function renderFooter(globals: PageGlobals): string {
  return renderInRoot(<Footer globals={globals} />);
}
