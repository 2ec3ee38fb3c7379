import type { Speaker } from '#contracts/sessions.ts';
import type { AudioType } from '#contracts/speech.ts';

/** `ws(s)://{host}/ws?sessionId&audioType&action=audio-stream` (spec 000 §7): binary PCM frames. */
export function audioStreamUrl(
  sessionId: string,
  audioType: AudioType,
  location: Location = window.location,
): string {
  return socketUrl(location, { sessionId, audioType, action: 'audio-stream' });
}

/** `ws(s)://{host}/ws?sessionId&speaker&action=start_streaming` (spec 000 §7): JSON audio chunks. */
export function speechStreamUrl(
  sessionId: string,
  speaker: Speaker,
  location: Location = window.location,
): string {
  return socketUrl(location, { sessionId, speaker, action: 'start_streaming' });
}

function socketUrl(location: Location, query: Record<string, string>): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/ws?${new URLSearchParams(query)}`;
}
