import WebSocket from 'ws';

export type KeepAliveLog = {
  /** Requests (msg 12) sent. */
  sent: number;
  /** Answers (msg 13) with the timestamp of the request outstanding. */
  answered: number;
  /** Answers with any other timestamp. */
  wrong: number;
  /** Sockets cut after `maxMissed` requests went unanswered, as Zoom does. */
  interrupted: number;
};

export const newKeepAliveLog = (): KeepAliveLog => ({ sent: 0, answered: 0, wrong: 0, interrupted: 0 });

/**
 * Zoom's side of the keep-alive (integrations.md §1.4 step 6): a request every `everyMs` on the
 * socket; after `maxMissed` unanswered requests the socket is interrupted.
 */
export function startKeepAlive(
  socket: WebSocket,
  { everyMs, maxMissed, log }: { everyMs: number; maxMissed: number; log: KeepAliveLog },
) {
  let outstanding = 0;
  let lastTimestamp = 0;
  let paused = false;
  const timer = setInterval(() => {
    if (paused || socket.readyState !== WebSocket.OPEN) return;
    if (outstanding >= maxMissed) {
      log.interrupted++;
      socket.terminate();
      return;
    }
    lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
    outstanding++;
    log.sent++;
    socket.send(JSON.stringify({ msg_type: 12, timestamp: lastTimestamp }));
  }, everyMs);
  socket.once('close', () => clearInterval(timer));

  return {
    /** An answer (msg 13) arrived. */
    answer(timestamp: unknown) {
      if (timestamp === lastTimestamp && outstanding > 0) {
        log.answered++;
        outstanding = 0;
      } else {
        log.wrong++;
      }
    },
    /** A stalled socket sends nothing, keep-alives included. */
    pause: () => {
      paused = true;
    },
    stop: () => clearInterval(timer),
  };
}
export type KeepAlive = ReturnType<typeof startKeepAlive>;
