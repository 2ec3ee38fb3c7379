import type { AudioSource, AudioSourceInput } from '#server/speech/ingest/audio-sources.ts';

/*
 * What the streams service needs of the RTMS client (rtms-client/rtms-client.ts, `connectRtms`)
 * and of the speech ingest (`speech.openSource`), as their declarations in the design note give
 * them. Both are injected, so the service runs against scripted ones in tests.
 */

export type RtmsCredentials = { clientId: string; clientSecret: string };
export type RtmsStart = { meetingUuid: string; streamId: string; serverUrls: string };
/** A participant as the media socket names them (Zoom's numeric user id, as text). */
export type RtmsParticipantRef = { userId: string; userName: string };
export type RtmsConnectionState = 'connecting' | 'streaming' | 'reconnecting' | 'stopped';

export type RtmsHandlers = {
  /** L16 PCM, 16 kHz mono, of one participant. */
  onAudio(participant: RtmsParticipantRef, pcm: Buffer, timestampMs: number): void;
  /** Zoom's own transcript, when the stream carries it. */
  onTranscript?(participant: RtmsParticipantRef, text: string, timestampMs: number): void;
  onState(state: RtmsConnectionState, reason?: string): void;
};

export type RtmsConnection = { stop(): Promise<void>; state(): string };

export type RtmsConnect = (
  credentials: RtmsCredentials,
  start: RtmsStart,
  handlers: RtmsHandlers,
) => RtmsConnection;

/** One participant's audio into the speech ingest (server/speech/ingest/audio-sources.ts). */
export type SpeechSourceInput = AudioSourceInput;
export type SpeechSource = Pick<AudioSource, 'take' | 'say' | 'end'>;
export type OpenSpeechSource = (input: SpeechSourceInput) => SpeechSource | Promise<SpeechSource>;
