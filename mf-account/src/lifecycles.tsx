import { remoteLifecycles } from '@amb/remote-kit';
import { App } from './App';
import { PAGES } from './pages';
import { makeStore } from './store';
import './styles.css';

export const REMOTE = 'mf_account';

export const { bootstrap, mount, unmount } = remoteLifecycles({ remote: REMOTE, App, pages: PAGES, makeStore });
