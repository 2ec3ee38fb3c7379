import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { decodeNotice } from './bus-notice.ts';
import { createNoticeSender } from './notice-sender.ts';

const [s1, s2, s3] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];

/** A connection that records each statement's payloads and answers when told to. */
function fakeConnection(failures = 0) {
  const statements: string[][] = [];
  const answers: (() => void)[] = [];
  let failing = failures;
  return {
    statements,
    answerNext: () => answers.shift()?.(),
    query(_text: string, values: unknown[]) {
      statements.push(values[1] as string[]);
      return new Promise<void>((resolve, reject) => {
        answers.push(() => (failing-- > 0 ? reject(new Error('Connection terminated')) : resolve()));
      });
    },
  };
}

const read = (payloads: string[] | undefined) => (payloads ?? []).map((p) => decodeNotice(p));

describe('live notices sent to the other instances', () => {
  it('sends what is published while a statement is on its way in the next one, a session’s hints folded', async () => {
    const connection = fakeConnection();
    const sender = createNoticeSender('me', connection, () => undefined);
    for (const q of [1, 2, 3]) sender.send({ s: s1, q });
    sender.send({ s: s2, q: 1 });
    await tick();
    expect(read(connection.statements[0])).toEqual([
      {
        i: 'me',
        h: [
          [s1, 3],
          [s2, 1],
        ],
      },
    ]);

    sender.send({ s: s1, q: 4 });
    sender.send({ s: s3, e: { type: 'session_ended', reason: 'closed' } });
    sender.send({ s: s3, q: 7 });
    await tick();
    expect(connection.statements).toHaveLength(1); // the first is still on its way
    connection.answerNext();
    await tick();
    expect(read(connection.statements[1])).toEqual([
      { i: 'me', h: [[s1, 4]] },
      { i: 'me', s: s3, e: { type: 'session_ended', reason: 'closed' } },
      { i: 'me', h: [[s3, 7]] },
    ]);
    connection.answerNext();
    await sender.drain();
  });

  it('tries the hints again after a failed statement, and drops ephemeral messages', async () => {
    const connection = fakeConnection(1);
    const errors: unknown[] = [];
    const sender = createNoticeSender('me', connection, (error) => errors.push(error));
    sender.send({ s: s1, q: 5 });
    sender.send({
      s: s2,
      e: {
        type: 'partial_transcription',
        data: { speaker: 'candidate', speakerName: 'Ada', text: 'so', streamId: 'tab-1' },
      },
    });
    await tick();
    connection.answerNext();
    sender.send({ s: s1, q: 6 });
    for (let i = 0; connection.statements.length < 2 && i < 200; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(errors).toHaveLength(1);
    expect(read(connection.statements[1])).toEqual([{ i: 'me', h: [[s1, 6]] }]);
    connection.answerNext();
    await sender.drain();
  });

  it('packs many sessions’ hints under the 8000-byte limit', async () => {
    const connection = fakeConnection();
    const sender = createNoticeSender('me', connection, () => undefined);
    const sessions = Array.from({ length: 400 }, () => crypto.randomUUID());
    for (const s of sessions) sender.send({ s, q: 12 });
    await tick();
    const payloads = connection.statements[0] ?? [];
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const hinted = read(payloads).flatMap((n) => (n && 'h' in n ? n.h.map(([s]) => s) : []));
    expect(hinted).toEqual(sessions);
    connection.answerNext();
    await sender.drain();
  });
});
