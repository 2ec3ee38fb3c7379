import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { createLiveAssistant } from './live-assistant.ts';

const chunk = (seq: number): ConversationChunkDto => ({
  id: `chunk-${seq}`,
  seq,
  clientChunkId: `client-${seq}`,
  speaker: 'candidate',
  speakerName: null,
  text: `Answer ${seq}`,
  timestamp: new Date(Date.UTC(2026, 0, 1, 10, 0, seq)).toISOString(),
});

/**
 * The scheduler's share of the machine: passes of all sessions take turns in a fixed number of
 * slots, and a session whose pass is waiting for a slot makes no second one; the waiting pass
 * reads what was said meanwhile.
 */
describe('live assistant passes under load', () => {
  it('runs at most the configured passes at once, and one waiting pass per session', async () => {
    let running = 0;
    let most = 0;
    const passes: string[] = [];
    const assistant = createLiveAssistant({
      debounceMs: 5,
      concurrentPasses: 1,
      contexts: { forget: () => undefined },
      suggestions: { markAsked: async () => [] },
      pass: async (_userId, sessionId) => {
        running++;
        most = Math.max(most, running);
        passes.push(sessionId);
        await sleep(40);
        running--;
        return true;
      },
    });
    const sessions = ['a', 'b', 'c', 'd'];
    for (let seq = 1; seq <= 6; seq++) {
      for (const id of sessions) assistant.onChunk('u', id, chunk(seq));
      await sleep(15);
    }
    await Promise.all(sessions.map((id) => assistant.idle(id)));
    expect(most).toBe(1);
    // Six chunks a session, 15 ms apart, against passes of 40 ms one at a time: without the
    // waiting pass absorbing what follows, each session would make up to six.
    for (const id of sessions) {
      const made = passes.filter((p) => p === id).length;
      expect(made).toBeGreaterThanOrEqual(1);
      expect(made).toBeLessThanOrEqual(3);
    }
    await assistant.stopAll();
  });
});
