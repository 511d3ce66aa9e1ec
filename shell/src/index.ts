// The entry's stylesheet is linked in every document by the bff: the design tokens arrive once per page,
// with the kit's page frame and fallback for what the shell draws itself (404, remote unavailable).
import '@amb/remote-kit/tokens.css';
import '@amb/remote-kit/page.css';
import '@amb/remote-kit/fallback.css';
import './shell.css';

// The async boundary, in a task of its own: the entry's task evaluates the webpack and federation runtimes only; the
// shared modules the bootstrap consumes are resolved and fetched in the next (on a phone both together were a long
// task). The bff loads this script `async`: the bootstrap waits until the document is parsed (its slots, the page's
// state). A failure stays an unhandled rejection the browser reports.
const bootstrap = () => void import('./bootstrap');
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', bootstrap, { once: true });
else setTimeout(bootstrap, 0);
