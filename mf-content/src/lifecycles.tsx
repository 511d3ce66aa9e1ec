import { remoteLifecycles } from '@amb/remote-kit';
import { App } from './App';
import { REMOTE } from './remote';
import { makeStore } from './store';
import { PAGES } from './pages';

export { REMOTE };

export const { bootstrap, mount, unmount } = remoteLifecycles({ remote: REMOTE, App, makeStore, pages: PAGES });
