/**
 * `npx tsx bench/assistant-quality/report.ts [ID…] [--cards]`: runs the harness interviews through
 * the server's live assistant and prints, per interview, the cards by type and the properties
 * held (the figures in bench/README.md); with `--cards`, every card under the turn that brought it.
 */
import { buildTestApp } from '#server/test/build-test-app.ts';
import { INTERVIEWS } from './interviews/index.ts';
import { runInterview } from './run-interview.ts';
import { summarize, transcriptWithCards } from './summary.ts';

const args = process.argv.slice(2);
const ids = args.filter((a) => !a.startsWith('--'));
const t = await buildTestApp({ liveAssistant: { debounceMs: 5 } });
const user = await t.factories.user();
for (const interview of INTERVIEWS.filter((x) => ids.length === 0 || ids.includes(x.id))) {
  const started = performance.now();
  const trace = await runInterview(t, user, interview);
  const s = summarize(trace);
  const types = Object.entries(s.byType)
    .map(([type, n]) => `${type} ${n}`)
    .join(', ');
  console.log(
    `${s.id} (${s.family}, ${s.turns} turns, ${Math.round(performance.now() - started)} ms): before the first turn ${s.opening}, cards ${s.cards} (${types || 'none'}); properties held ${s.held}/${s.applicable}; pass p50 ${s.passMs.p50.toFixed(0)} ms, max ${s.passMs.max.toFixed(0)} ms`,
  );
  if (s.broken.length) console.log(`  broken: ${s.broken.join(', ')}`);
  if (args.includes('--cards')) console.log(transcriptWithCards(trace));
}
await t.close();
process.exit(0);
