import { audioPcm, type RtmsMessage } from './rtms-messages.ts';
import { RTMS_MSG } from './rtms-protocol.ts';

export type RtmsParticipant = { userId: string; userName: string };

export type RtmsMediaHandlers = {
  /** One participant's L16 16 kHz mono PCM, as Zoom sent it (`send_rate` ms per frame). */
  onAudio(participant: RtmsParticipant, pcm: Buffer, timestampMs: number): void;
  /** Zoom's own transcript line, when the stream carries one. */
  onTranscript?(participant: RtmsParticipant, text: string, timestampMs: number): void;
};

/**
 * Hands the media socket's audio and transcript frames to the handlers. Answers the label of a
 * frame it could not use (for the log), or undefined.
 */
export function deliverMedia(message: RtmsMessage, handlers: RtmsMediaHandlers): string | undefined {
  if (message.msg_type === RTMS_MSG.audio) {
    const { user_id, user_name, data, timestamp } = message.content;
    const pcm = audioPcm(data);
    if (!pcm) return 'audio that is not 16-bit PCM';
    handlers.onAudio({ userId: user_id, userName: user_name }, pcm, timestamp ?? Date.now());
    return undefined;
  }
  if (message.msg_type === RTMS_MSG.transcript) {
    const { user_id, user_name, data, timestamp } = message.content;
    const text = data.trim();
    if (text)
      handlers.onTranscript?.({ userId: user_id, userName: user_name }, text, timestamp ?? Date.now());
  }
  return undefined;
}
