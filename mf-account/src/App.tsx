import { createApp } from '@amb/remote-kit';
import { PAGES } from './pages';

/** The kit's App of this remote's pages: the page of the address, else the one not-found page. */
export const App = createApp(PAGES);
