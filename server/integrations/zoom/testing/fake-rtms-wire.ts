import WebSocket from 'ws';

/** Sends JSON if the socket is open. */
export const send = (socket: WebSocket | undefined, message: object) =>
  socket?.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));

/** Waits until everything written to the socket has left the process, then cuts it. */
export async function cutWhenFlushed(socket: WebSocket) {
  while (socket.readyState === WebSocket.OPEN && socket.bufferedAmount > 0)
    await new Promise((resolve) => setTimeout(resolve, 2));
  await new Promise((resolve) => setTimeout(resolve, 10));
  socket.terminate();
}

/** A client message as JSON, or undefined. */
export function parse(raw: WebSocket.RawData): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(String(raw));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
