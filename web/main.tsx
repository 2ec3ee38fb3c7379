import { firstRequests } from './app/first-requests.ts';
import { askFirst, EMBEDDED_ANSWERS_ID, provideFirst } from './lib/first-responses.ts';
import './styles.css';

// A page the server rendered carries the answers it rendered from; the app renders from them too
// (docs/decisions/024-first-screen-on-the-server.md). The screen's other first reads leave with
// the page, while the app's script (the import below, most of the code) is fetched and compiled:
// docs/decisions/021-first-requests-with-the-page.md.
const embedded = document.getElementById(EMBEDDED_ANSWERS_ID)?.textContent;
if (embedded) provideFirst(JSON.parse(embedded));
askFirst(firstRequests(window.location.pathname, window.location.search));
void import('./app/start.tsx');
