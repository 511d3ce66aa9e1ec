import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PAGE_ROUTES, siteServes, type ChromeServerBuild, type PageGlobals } from '@amb/shared-contracts/core';
import { NotFoundPage, PageState, RemoteFrame } from '@amb/remote-kit';
import { Footer } from './features/footer/Footer';
import { Header } from './Header';

/** The tree the browser lifecycles hydrate: the kit's RemoteFrame (data-boundary; no store, as in the browser). */
function renderInRoot(part: ReactNode): string {
  return renderToString(<RemoteFrame remote="mf_navigation">{part}</RemoteFrame>);
}

/** Inner HTML of #amb-header, from the same components the browser hydrates. */
export const renderHeader: ChromeServerBuild['renderHeader'] = (globals) => {
  return renderInRoot(<Header globals={globals} />);
};

/** Inner HTML of #amb-footer. */
export const renderFooter: ChromeServerBuild['renderFooter'] = (globals) => renderInRoot(<Footer globals={globals} />);

/**
 * Inner HTML of #amb-main in every 404 document: the kit's one NotFoundPage (this build is the one every
 * document has). A site without seminars links to the main site's list.
 */
export const renderNotFound: ChromeServerBuild['renderNotFound'] = (globals: PageGlobals) => {
  const list = PAGE_ROUTES.seminarList.path;
  const seminarListHref = siteServes(globals.site, list) ? list : `${globals.mainDomain}${list}`;
  return renderInRoot(<NotFoundPage seminarListHref={seminarListHref} />);
};

/**
 * Inner HTML of #amb-main of a page whose remote renders it in the browser, until it mounts: the kit's loading
 * state with its skeleton at once (no timer runs in a document), in the page layout.
 */
export const renderPending: ChromeServerBuild['renderPending'] = () =>
  renderInRoot(<PageState kind="loading" framed skeletonAfterMs={0} />);
