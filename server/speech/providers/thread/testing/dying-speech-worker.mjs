// The speech thread, ended on the spot by a frame that holds "DIE!" (a crash mid-interview).
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import('../speech-worker.ts');
parentPort.on('message', (message) => {
  if (message.op === 'audio' && Buffer.from(message.pcm).includes('DIE!')) process.exit(1);
});
