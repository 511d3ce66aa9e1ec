/**
 * The server build (`dist/server/render.js`): the bff asks the current version to render a route this remote
 * owns; the kit's server render fetches the page's data once, names its head and renders what the browser hydrates.
 */
import { createServerRender } from '@amb/remote-kit/server';
import { conferencesApi } from './api';
import { App } from './App';
import { PAGES } from './pages';
import { REMOTE } from './remote';
import { makeStore } from './store';

export const render = createServerRender({ remote: REMOTE, pages: PAGES, App, makeStore, apis: [conferencesApi] });
