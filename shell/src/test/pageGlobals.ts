import {
  PAGE_GLOBALS_ELEMENT_ID,
  serialisePageGlobals,
  type PageGlobals,
  type RemotesMap,
} from '@amb/shared-contracts/core';

export const ALL_REMOTES: RemotesMap = {
  mf_navigation: '/mf/mf_navigation/a/remoteEntry.js',
  mf_catalogue: '/mf/mf_catalogue/b/remoteEntry.js',
  mf_cart: '/mf/mf_cart/c/remoteEntry.js',
  mf_account: '/mf/mf_account/d/remoteEntry.js',
  mf_content: '/mf/mf_content/e/remoteEntry.js',
  mf_conferences: '/mf/mf_conferences/f/remoteEntry.js',
};

export function pageGlobals(overrides: Partial<PageGlobals> = {}): PageGlobals {
  return {
    site: 'main',
    version: 1,
    navigation: [],
    user: null,
    worksCouncilDomain: 'http://localhost:8082',
    mainDomain: 'http://localhost:8080',
    newerDomain: 'http://localhost:8081',
    socialLinks: { facebook: '', youtube: '', instagram: '', linkedIn: '' },
    showsContactLink: true,
    remotes: ALL_REMOTES,
    serverRenderedMain: false,
    status: 200,
    ...overrides,
  };
}

/** The document layout the bff renders, with these page globals. */
export function renderDocument(globals: PageGlobals | null, header = '', footer = '', main = '') {
  const script = globals
    ? `<script id="${PAGE_GLOBALS_ELEMENT_ID}" type="application/json">${serialisePageGlobals(globals)}</script>`
    : '';
  document.body.innerHTML = `${script}<header id="amb-header">${header}</header><main id="amb-main">${main}</main><footer id="amb-footer">${footer}</footer>`;
}
