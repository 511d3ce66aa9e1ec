/**
 * The server build (`dist/server/render.js`): the bff asks the current version to render a route this remote
 * owns; the kit's server render fetches the page's data once, names its head and renders what the browser hydrates.
 * Links point at the site the page is shown on (SiteLinks: the works-council site has no catalogue).
 */
import { createServerRender } from '@amb/remote-kit/server';
import { contentApi } from './api';
import { App } from './App';
import { PAGES } from './pages';
import { REMOTE } from './remote';
import { SiteLinks } from './siteLinks';
import { makeStore } from './store';

export const render = createServerRender({
  remote: REMOTE,
  pages: PAGES,
  App,
  makeStore,
  apis: [contentApi],
  wrap: (app, { site, globals }) => (
    <SiteLinks site={site} globals={globals}>
      {app}
    </SiteLinks>
  ),
});
