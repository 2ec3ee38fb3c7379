import type { Turn } from '../live-turn.ts';

/** A transcript turn as a pass reads it: chunk `c<seq>`, said at 10:0<seq> on 1 January 2026. */
export const turn = (seq: number, speaker: Turn['speaker'], text: string): Turn => ({
  seq,
  speaker,
  text,
  chunkId: `c${seq}`,
  timestamp: `2026-01-01T10:0${seq}:00.000Z`,
});
