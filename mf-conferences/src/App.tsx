import { createApp } from '@amb/remote-kit';
import { PAGES } from './pages';

/** The pages this remote owns (the kit's App: the page of the address, not found, loading). */
export const App = createApp(PAGES);
