import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * Errors a peer causes on its own socket: `ws`'s protocol errors (`WS_ERR_*`: a frame over the
 * size limit, "Max payload size exceeded", a bad opcode, an unmasked frame, invalid UTF-8) and a
 * connection the peer dropped. Anyone can cause them, so they are no server fault.
 */
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ETIMEDOUT']);

export const isPeerSocketError = (error: Error & { code?: unknown }) =>
  typeof error.code === 'string' && (error.code.startsWith('WS_ERR_') || DROPPED.has(error.code));

/**
 * `@fastify/websocket`'s error handler: a socket error the peer caused is logged at warn (a
 * protocol error) or info (a dropped connection), its code and message only, without a stack;
 * anything else stays an error. The socket is ended either way (`ws` has already closed it with
 * 1009 for an oversized frame).
 */
export function socketErrorHandler(
  error: Error & { code?: unknown },
  socket: WebSocket,
  request: FastifyRequest,
) {
  if (isPeerSocketError(error)) {
    const details = { code: error.code, reason: error.message };
    if (typeof error.code === 'string' && error.code.startsWith('WS_ERR_'))
      request.log.warn(details, 'websocket closed: the client broke the protocol');
    else request.log.info(details, 'websocket closed: the client went away');
  } else {
    request.log.error({ err: error }, 'websocket handler failed');
  }
  socket.terminate();
}
