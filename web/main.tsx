import { firstRequests } from './app/first-requests.ts';
import { askFirst } from './lib/first-responses.ts';
import './styles.css';

// The screen's first reads leave with the page, while the app's script (the import below, most of
// the code) is fetched and compiled: docs/decisions/021-first-requests-with-the-page.md.
askFirst(firstRequests(window.location.pathname, window.location.search));
void import('./app/start.tsx');
