/** A subscribed `/ws` socket that notes when each new suggestion arrives (bench/assistant-latency.ts). */
import WebSocket from 'ws';
import type { ServerMessage } from '#contracts/realtime.ts';

export async function openSuggestionSocket(base: string, cookie: string, sessionId: string) {
  const arrivals = new Map<string, number>();
  const waiters = new Set<() => void>();
  const url = `${base.replace(/^http/, 'ws')}/ws?sessionId=${sessionId}`;
  const socket = new WebSocket(url, { headers: { cookie, origin: base } });
  socket.on('message', (data) => {
    const at = performance.now();
    const message = JSON.parse(data.toString()) as ServerMessage;
    if (message.type !== 'new_suggestion') return;
    for (const s of message.data.suggestions) if (!arrivals.has(s.id)) arrivals.set(s.id, at);
    for (const wake of [...waiters]) wake();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    /** When the first of these suggestions arrived on the socket (waits for it, at most `ms`). */
    arrival(ids: string[], ms = 10_000): Promise<number> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const times = ids.flatMap((id) => arrivals.get(id) ?? []);
          if (!times.length) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(Math.min(...times));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no new_suggestion for ${ids.join(', ')} within ${ms} ms`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => socket.close(),
  };
}
