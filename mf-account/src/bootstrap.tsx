// Standalone start (the remote's own dev server): mount into the page's main slot as single-spa would.
import { mountAlone } from '@amb/remote-kit';
import * as lifecycles from './lifecycles';

void mountAlone(lifecycles, `${lifecycles.REMOTE}/App`);
