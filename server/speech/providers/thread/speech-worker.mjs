// The speech thread's entry: TypeScript is read as the server reads it (scripts/start.mjs), then
// the thread's own module runs (speech-thread.ts).
import { register } from 'tsx/esm/api';

register();
await import('./speech-worker.ts');
