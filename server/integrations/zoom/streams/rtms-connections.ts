import type { EventBus } from '#server/live/event-bus.ts';
import {
  type LiveStream,
  type LiveStreamDeps,
  type LiveStreamSpec,
  openLiveStream,
  SESSION_CLOSED_REASON,
} from './rtms-live-stream.ts';

type Deps = LiveStreamDeps & { bus: Pick<EventBus, 'subscribe'> };

/**
 * This instance's RTMS connections, one per session. Each follows its session on the bus: the
 * session's end (closed or deleted, on whichever instance) stops its stream.
 */
export function createRtmsConnections(deps: Deps) {
  const live = new Map<string, LiveStream>();

  return {
    open(spec: LiveStreamSpec): LiveStream {
      let unsubscribe = () => {};
      // Ended may be reported while it opens (a connection refused at once).
      let opened: LiveStream | undefined;
      const stream = openLiveStream(deps, spec, () => {
        if (opened && live.get(spec.sessionId) === opened) live.delete(spec.sessionId);
        unsubscribe();
      });
      opened = stream;
      if (stream.ended()) return stream;
      live.set(spec.sessionId, stream);
      unsubscribe = deps.bus.subscribe(spec.sessionId, (event) => {
        if (event.type === 'session_ended') void stream.stop(SESSION_CLOSED_REASON);
      });
      return stream;
    },
    of: (sessionId: string) => live.get(sessionId),
    ofStream: (streamId: string) => [...live.values()].find((s) => s.streamId === streamId),
    /** At shutdown: every connection closed cleanly, its participants' last words committed. */
    async stopAll(reason: string): Promise<void> {
      await Promise.all([...live.values()].map((stream) => stream.stop(reason)));
    },
  };
}
export type RtmsConnections = ReturnType<typeof createRtmsConnections>;
