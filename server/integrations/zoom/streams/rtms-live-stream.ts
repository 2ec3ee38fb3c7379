import type { ParticipantMappings } from '#contracts/sessions.ts';
import type { AnySession } from '#server/interviews/sessions/session-reads.ts';
import { createParticipantSources } from './rtms-participants.ts';
import type {
  OpenSpeechSource,
  RtmsConnect,
  RtmsConnection,
  RtmsConnectionState,
  RtmsCredentials,
  RtmsHandlers,
  RtmsStart,
} from './rtms-port.ts';
import type { RtmsStreamsRepository } from './rtms-streams.repository.ts';

export const SESSION_CLOSED_REASON = 'The interview session was closed';

export type LiveStreamDeps = {
  connect: RtmsConnect;
  credentials: RtmsCredentials;
  openSource: OpenSpeechSource;
  repo: RtmsStreamsRepository;
  /** The session as it is now (mappings changed, closed on another instance); undefined if deleted. */
  readSession(sessionId: string): Promise<AnySession | undefined>;
  refreshMs: number;
  now(): Date;
  onError(error: unknown): void;
};

export type LiveStreamSpec = RtmsStart & {
  rowId: string;
  userId: string;
  sessionId: string;
  mappings: ParticipantMappings;
};

/**
 * One RTMS connection of this instance: each participant's audio into their own speech source,
 * the connection's state and the participants heard written to the stream's row, the row renewed
 * every `refreshMs` (which also picks up changed mappings, and a stop or a close decided on
 * another instance). `stop` ends it once: the connection, then every source's last finals.
 */
export function openLiveStream(deps: LiveStreamDeps, spec: LiveStreamSpec, onEnded: () => void) {
  const { repo, onError } = deps;
  const { rowId, userId, sessionId, streamId } = spec;
  let mappings = spec.mappings;
  let state: RtmsConnectionState = 'connecting';
  let ending: Promise<void> | undefined;
  let connection: RtmsConnection | undefined;
  // Row writes in order, none lost to a failure of the one before.
  let writes: Promise<void> = Promise.resolve();
  const write = (work: () => Promise<void>) => {
    writes = writes.then(work).catch(onError);
  };
  const participants = createParticipantSources({
    open: (p, transcribedElsewhere) =>
      deps.openSource({
        userId,
        sessionId,
        speaker: p.speaker,
        speakerName: p.userName,
        streamId,
        transcribedElsewhere,
      }),
    onError,
  });
  const saveParticipants = () => write(() => repo.setParticipants(rowId, participants.list()));

  const stop = (reason: string | null, { markRow = true } = {}): Promise<void> => {
    ending ??= (async () => {
      state = 'stopped';
      clearInterval(timer);
      onEnded();
      await connection?.stop().catch(onError);
      await participants.endAll();
      if (markRow) write(() => repo.stop(rowId, reason, deps.now()));
      await writes;
    })();
    return ending;
  };

  const handlers: RtmsHandlers = {
    onAudio(participant, pcm) {
      if (ending) return;
      if (participants.take(participant, pcm, mappings)) saveParticipants();
    },
    /** Zoom's own transcript: once it comes, it gives the lines and the audio is only recorded. */
    onTranscript(participant, text, timestampMs) {
      if (ending || !text.trim()) return;
      participants.transcribeElsewhere();
      if (participants.say(participant, text, mappings, new Date(timestampMs))) saveParticipants();
    },
    onState(next, reason) {
      if (ending) return;
      if (next === 'stopped') {
        void stop(reason ?? null);
        return;
      }
      if (next === state) return;
      state = next;
      write(() => repo.setState(rowId, next));
    },
  };

  let refreshing = false;
  const refresh = async () => {
    if (ending || refreshing) return;
    refreshing = true;
    try {
      await renew();
    } finally {
      refreshing = false;
    }
  };
  const renew = async () => {
    if (!(await repo.renew(rowId, deps.now()))) return void stop(null, { markRow: false });
    const session = await deps.readSession(sessionId);
    if (session?.status !== 'active') return void stop(SESSION_CLOSED_REASON);
    mappings = session.participantMappings;
    if (participants.remap(mappings)) saveParticipants();
  };
  const timer = setInterval(() => void refresh().catch(onError), deps.refreshMs);
  timer.unref();

  try {
    const { meetingUuid, serverUrls } = spec;
    connection = deps.connect(deps.credentials, { meetingUuid, streamId, serverUrls }, handlers);
    // It may have stopped while connecting (a refused handshake reported at once).
    if (ending) void connection.stop().catch(onError);
  } catch (error) {
    onError(error);
    void stop('The RTMS connection could not be opened');
  }

  return {
    sessionId,
    streamId,
    stop,
    ended: () => ending !== undefined,
    state: () => state,
    participants: participants.list,
  };
}
export type LiveStream = ReturnType<typeof openLiveStream>;
