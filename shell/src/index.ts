// The entry's stylesheet is linked in every document by the bff: the design tokens arrive once per page,
// with the kit's page frame and fallback for what the shell draws itself (404, remote unavailable).
import '@amb/remote-kit/tokens.css';
import '@amb/remote-kit/page.css';
import '@amb/remote-kit/fallback.css';
import './shell.css';

// The async boundary; a failure stays an unhandled rejection the browser reports.
void import('./bootstrap');
