import { remoteLifecycles } from '@amb/remote-kit';
import { App } from './App';
import { makeStore } from './store';

export const REMOTE = 'mf_cart';

export const { bootstrap, mount, unmount } = remoteLifecycles({ remote: REMOTE, App, makeStore });
