// Standalone start (the remote's own dev server): mount header and footer into their slots as single-spa would.
// Header first: its stylesheet order (kit, then ours) is then the same in this entry as in ./Header.
import { mountAlone } from '@amb/remote-kit';
import * as header from './HeaderLifecycles';
import * as footer from './FooterLifecycles';

void mountAlone(header, 'mf_navigation/Header').then(() => mountAlone(footer, 'mf_navigation/Footer'));
