import { remoteLifecycles } from '@amb/remote-kit';
import { App } from './App';
import { PAGES } from './pages';
import { REMOTE } from './remote';
import { makeStore } from './store';
import './styles.css';

export { REMOTE };

export const { bootstrap, mount, unmount } = remoteLifecycles({ remote: REMOTE, App, makeStore, pages: PAGES });
