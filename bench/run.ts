/** `npm run bench [-- NAME…]`: runs the named benchmarks (all by default) and prints their figures. */
import { benchApplicationsRender } from './applications-render.ts';
import { benchAssistant } from './assistant.ts';
import { benchAssistantLatency } from './assistant-latency.ts';
import { benchAssistantTokens } from './assistant-tokens.ts';
import { benchCoverage } from './coverage.ts';
import { benchDebriefModel } from './debrief-model.ts';
import { benchDecision } from './decision.ts';
import { benchFirstVisitBytes } from './first-visit-bytes.ts';
import { benchGuardLatency } from './guard-latency.ts';
import { benchLive } from './live.ts';
import { benchLiveTransactions } from './live-transactions.ts';
import { benchLogin } from './login.ts';
import { benchPdfBombs } from './pdf-bombs.ts';
import { benchPipeline } from './pipeline.ts';
import { benchQuickCreate } from './quick-create.ts';
import { benchRtmsLatency } from './rtms-latency.ts';
import { benchSpeechExport } from './speech-export.ts';
import { benchSpeechLatency } from './speech-latency.ts';
import { benchSpeechLoad } from './speech-load.ts';
import { benchStartup } from './startup.ts';
import { benchSuggestionLatency } from './suggestion-latency.ts';

// As `npm start` runs the server (scripts/start.mjs): React's production build renders first visits.
process.env.NODE_ENV ??= 'production';

const all: Record<string, () => Promise<string[]>> = {
  startup: benchStartup,
  login: benchLogin,
  pipeline: benchPipeline,
  'applications-render': benchApplicationsRender,
  'first-visit-bytes': benchFirstVisitBytes,
  assistant: benchAssistant,
  'assistant-latency': benchAssistantLatency,
  'assistant-tokens': benchAssistantTokens,
  'suggestion-latency': benchSuggestionLatency,
  'guard-latency': benchGuardLatency,
  live: benchLive,
  'live-transactions': benchLiveTransactions,
  decision: benchDecision,
  coverage: benchCoverage,
  'debrief-model': benchDebriefModel,
  'quick-create': benchQuickCreate,
  'pdf-bombs': benchPdfBombs,
  'rtms-latency': benchRtmsLatency,
  'speech-latency': benchSpeechLatency,
  'speech-load': benchSpeechLoad,
  'speech-export': benchSpeechExport,
};
const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(all);
for (const name of names) {
  const bench = all[name];
  if (!bench) throw new Error(`Unknown benchmark ${name}; known: ${Object.keys(all).join(', ')}`);
  for (const line of await bench()) console.log(line);
}
process.exit(0);
