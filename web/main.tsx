import { EMBEDDED_ANSWERS_ID } from '#contracts/first-screen.ts';
import { askFirst, provideFirst } from './app/first-answers.ts';
import { firstRequests } from './app/first-requests.ts';
import { preloadScreen } from './app/load-page.ts';
import './styles.css';

// A page the server rendered carries the answers it rendered from; the app renders from them too
// (docs/decisions/024-first-screen-on-the-server.md). The screen's other first reads leave with
// the page, while the app's script (the import below, most of the code) is fetched and compiled:
// docs/decisions/021-first-requests-with-the-page.md. So does the screen's own page, a chunk of
// its own (docs/decisions/028-first-screen-entry-and-screen-chunks.md).
const embedded = document.getElementById(EMBEDDED_ANSWERS_ID)?.textContent;
if (embedded) provideFirst(JSON.parse(embedded));
askFirst(firstRequests(window.location.pathname, window.location.search));
void preloadScreen(window.location.pathname);
void import('./app/start.tsx');
