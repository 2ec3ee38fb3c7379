import type {
  OpenSpeechSource,
  RtmsConnect,
  RtmsCredentials,
  RtmsHandlers,
  RtmsStart,
  SpeechSourceInput,
} from '../rtms-port.ts';

/** One connection the service opened; the test plays Zoom through its handlers. */
export type ScriptedConnection = {
  credentials: RtmsCredentials;
  start: RtmsStart;
  handlers: RtmsHandlers;
  stops: number;
};

/** An RTMS client driven by the test: it records connections and what stopped them. */
export function scriptedRtms(options: { refuseWith?: string } = {}) {
  const connections: ScriptedConnection[] = [];
  const connect: RtmsConnect = (credentials, start, handlers) => {
    const connection: ScriptedConnection = { credentials, start, handlers, stops: 0 };
    connections.push(connection);
    handlers.onState('connecting');
    if (options.refuseWith) handlers.onState('stopped', options.refuseWith);
    return {
      async stop() {
        connection.stops++;
      },
      state: () => (connection.stops > 0 ? 'stopped' : 'streaming'),
    };
  };
  return { connect, connections };
}

/** A speech source that keeps what it was given. */
export type ScriptedSource = SpeechSourceInput & { frames: Buffer[]; said: string[]; ended: boolean };

export function scriptedSources() {
  const sources: ScriptedSource[] = [];
  const openSource: OpenSpeechSource = (input) => {
    const source: ScriptedSource = { ...input, frames: [], said: [], ended: false };
    sources.push(source);
    return {
      take(pcm) {
        if (source.ended) return false;
        source.frames.push(pcm);
        return true;
      },
      async say(text) {
        if (!source.ended) source.said.push(text);
      },
      async end() {
        source.ended = true;
      },
    };
  };
  return { openSource, sources };
}
