import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '#contracts/realtime.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const isChunk = (m: ServerMessage): m is Extract<ServerMessage, { type: 'new_chunk' }> =>
  m.type === 'new_chunk';

describe('the live channel /ws', () => {
  const t = useTestApp({
    live: { authCheckMs: 200, heartbeatMs: 150 },
    liveAssistant: { enabled: false },
  });
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });

  const say = async (who: SignedIn, sessionId: string, text: string, extra: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/text`,
      headers: who.headers,
      payload: { text, speaker: 'candidate', duration: 5000, confidence: 0.95, ...extra },
    });
    if (res.statusCode >= 300) throw new Error(`text: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  describe('handshake', () => {
    it('refuses a socket without a session cookie', async () => {
      const { id } = await t.factories.session(a.user.id);
      await expect(openLive(base, { sessionId: id })).rejects.toThrow('HTTP 401');
    });

    it("refuses another user's session and an unknown one alike, and never delivers their events", async () => {
      const { id } = await t.factories.session(a.user.id);
      const b = await t.factories.user();
      await expect(openLive(base, { cookie: b.cookie, sessionId: id })).rejects.toThrow('HTTP 404');
      await expect(openLive(base, { cookie: b.cookie, sessionId: randomUUID() })).rejects.toThrow('HTTP 404');
      await expect(openLive(base, { cookie: a.cookie, sessionId: 'not-a-uuid' })).rejects.toThrow('HTTP 400');
    });

    it('refuses a foreign Origin (cross-site WebSocket hijacking) and a missing one', async () => {
      const { id } = await t.factories.session(a.user.id);
      const forged = openLive(base, { cookie: a.cookie, sessionId: id, origin: 'https://evil.example' });
      await expect(forged).rejects.toThrow('HTTP 403');
      await expect(openLive(base, { cookie: a.cookie, sessionId: id, origin: '' })).rejects.toThrow(
        'HTTP 403',
      );
    });
  });

  it('delivers chunks posted over HTTP to every socket of the session, in seq order', async () => {
    const { id } = await t.factories.session(a.user.id);
    const one = await openLive(base, { cookie: a.cookie, sessionId: id });
    const two = await openLive(base, { cookie: a.cookie, sessionId: id });
    for (const text of ['first', 'second', 'third']) await say(a, id, text);
    for (const socket of [one, two]) {
      await socket.waitFor((m) => isChunk(m) && m.data.text === 'third');
      expect(socket.messages.filter(isChunk).map((m) => [m.seq, m.data.text])).toEqual([
        [1, 'first'],
        [2, 'second'],
        [3, 'third'],
      ]);
    }
    one.close();
    two.close();
  });

  it('replays exactly the missed events after lastSeq, in order, then goes live', async () => {
    const { id } = await t.factories.session(a.user.id);
    const first = await openLive(base, { cookie: a.cookie, sessionId: id });
    await say(a, id, 'one');
    await say(a, id, 'two');
    await first.waitFor((m) => m.type === 'new_chunk' && m.seq === 2);
    first.socket.terminate();
    await first.closed;
    await say(a, id, 'three');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${id}/agenda/agenda-1`,
      headers: a.headers,
      payload: { status: 'completed' },
    });
    await say(a, id, 'four');
    const again = await openLive(base, { cookie: a.cookie, sessionId: id, lastSeq: 2 });
    await again.waitFor((m) => m.type === 'new_chunk' && m.seq === 5);
    await say(a, id, 'five');
    await again.waitFor((m) => m.type === 'new_chunk' && m.seq === 6);
    expect(again.messages.map((m) => [m.type, 'seq' in m ? m.seq : null])).toEqual([
      ['new_chunk', 3],
      ['agenda_update', 4],
      ['new_chunk', 5],
      ['new_chunk', 6],
    ]);
    expect(again.messages[1]).toMatchObject({ data: { progressPercentage: 25 } });
    again.close();
  });

  it('stores a retried clientChunkId once, over HTTP and over the socket, and acks after commit', async () => {
    const { id } = await t.factories.session(a.user.id);
    const first = await say(a, id, 'Hello there', { clientChunkId: 'c-1' });
    const retry = await say(a, id, '  Hello there ', { clientChunkId: 'c-1' });
    expect(retry).toEqual(first);
    const socket = await openLive(base, { cookie: a.cookie, sessionId: id, lastSeq: 1 });
    const chunk = { type: 'chunk', clientChunkId: 'c-2', text: 'Over the socket', speaker: 'interviewer' };
    socket.send(chunk);
    const ack = await socket.waitFor((m) => m.type === 'ack' && m.clientChunkId === 'c-2');
    expect(ack).toMatchObject({ seq: 2, data: { duplicate: false } });
    socket.send(chunk);
    socket.send({ ...chunk, clientChunkId: 'c-1', text: 'Hello there', speaker: 'candidate' });
    await socket.waitFor((m) => m.type === 'ack' && m.clientChunkId === 'c-1');
    expect(socket.messages.filter((m) => m.type === 'ack').map((m) => 'seq' in m && m.seq)).toEqual([
      2, 2, 1,
    ]);
    const conversation = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}/conversation`,
      headers: a.headers,
    });
    expect(conversation.json().map((c: { seq: number; text: string }) => [c.seq, c.text])).toEqual([
      [1, 'Hello there'],
      [2, 'Over the socket'],
    ]);
    expect(socket.messages.filter(isChunk).map((m) => m.seq)).toEqual([2]);
    socket.send({ ...chunk, clientChunkId: 'c-1', text: 'Something else' });
    const conflict = await socket.waitFor((m) => m.type === 'error' && m.data.clientChunkId === 'c-1');
    expect(conflict).toMatchObject({ data: { code: 'conflict' } });
    socket.send('not json');
    socket.send({ type: 'chunk', clientChunkId: 'c-3', text: '   ', speaker: 'candidate' });
    await socket.waitFor((m) => m.type === 'error' && m.data.code === 'validation_failed');
    // The browser's recognizer measured how long this line was spoken.
    socket.send({ ...chunk, clientChunkId: 'c-4', text: 'Spoken and timed', durationMs: 2_400 });
    await socket.waitFor((m) => m.type === 'ack' && m.clientChunkId === 'c-4');
    const timed = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}/conversation`,
      headers: a.headers,
    });
    expect(timed.json().map((c: { durationMs: number | null }) => c.durationMs)).toEqual([null, null, 2_400]);
    socket.close();
  });

  it('closes a socket that sends a frame over 64 KiB with 1009', async () => {
    const { id } = await t.factories.session(a.user.id);
    const socket = await openLive(base, { cookie: a.cookie, sessionId: id });
    socket.send('x'.repeat(65 * 1024));
    expect((await socket.closed).code).toBe(1009);
  });

  it('closes every socket of a session when it is closed, after the session_update', async () => {
    const { id } = await t.factories.session(a.user.id);
    const socket = await openLive(base, { cookie: a.cookie, sessionId: id });
    await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/close`, headers: a.headers });
    expect(await socket.closed).toEqual({ code: 1000, reason: 'session closed' });
    expect(socket.messages).toMatchObject([
      { type: 'session_update', seq: 1, data: { status: 'completed' } },
    ]);
  });

  it('closes the sockets of a deleted session', async () => {
    const { id } = await t.factories.session(a.user.id);
    const socket = await openLive(base, { cookie: a.cookie, sessionId: id });
    await t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: a.headers });
    expect((await socket.closed).code).toBe(1000);
  });

  it('closes the sockets of a signed-out session within a few seconds', async () => {
    const user = await t.factories.user();
    const { id } = await t.factories.session(user.user.id);
    const socket = await openLive(base, { cookie: user.cookie, sessionId: id });
    const started = Date.now();
    await t.app.inject({ method: 'POST', url: '/api/local-auth/logout', headers: user.headers });
    expect(await socket.closed).toEqual({ code: 1008, reason: 'signed out' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reaps a socket that stops answering pings, and keeps live ones', async () => {
    const { id } = await t.factories.session(a.user.id);
    const dead = await openLive(base, { cookie: a.cookie, sessionId: id });
    const alive = await openLive(base, { cookie: a.cookie, sessionId: id });
    dead.socket.pause();
    await new Promise((resolve) => setTimeout(resolve, 600));
    dead.socket.resume();
    expect((await dead.closed).code).toBe(1006);
    expect(alive.socket.readyState).toBe(alive.socket.OPEN);
    alive.close();
  });
});
