/** Replays the fixture into a session: agenda items started and completed as the talk moves on. */
import type { BenchApp } from './bench-app.ts';
import type { FixtureTurn, InterviewFixture } from './interview-fixture.ts';

type Replay = {
  app: BenchApp;
  fixture: InterviewFixture;
  sessionId: string;
  itemIds: Map<string, string>;
  /** Turns to replay (default: all). */
  turns?: number;
  /** Sends one turn; resolves once the turn's pass has finished (or was measured). */
  say(turn: FixtureTurn, index: number): Promise<void>;
};

export async function replay({ app, fixture, sessionId, itemIds, turns, say }: Replay) {
  const { server, userId } = app;
  const agenda = server.services.interviews.agenda;
  const idOf = (item: string) => {
    const id = itemIds.get(item);
    if (!id) throw new Error(`unknown agenda item ${item}`);
    return id;
  };
  let current: string | undefined;
  for (const [index, turn] of fixture.turns.slice(0, turns).entries()) {
    if (turn.item !== current) {
      if (current) await agenda.setStatus(userId, sessionId, idOf(current), 'completed');
      await agenda.setStatus(userId, sessionId, idOf(turn.item), 'in-progress');
      await server.services.interviews.assistant.idle(sessionId);
      current = turn.item;
    }
    await say(turn, index);
  }
}
