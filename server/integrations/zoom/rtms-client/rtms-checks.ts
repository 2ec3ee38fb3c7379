import type { RtmsMessage } from './rtms-messages.ts';
import {
  RTMS_AUDIO_PARAMS,
  RTMS_MSG,
  RTMS_SESSION_STATE,
  RTMS_STOP_REASON,
  RTMS_STREAM_STATE,
} from './rtms-protocol.ts';

/**
 * Why the media handshake's answer cannot be used, or undefined: a refusal, encrypted payloads
 * (we ask for none) or audio parameters other than the ones asked for (§1.5).
 */
export function mediaAnswerProblem(
  message: Extract<RtmsMessage, { msg_type: typeof RTMS_MSG.mediaHandshakeResponse }>,
): string | undefined {
  if (message.payload_encrypted) return 'Zoom sent encrypted media, which was not asked for';
  const confirmed = message.media_params?.audio;
  if (!confirmed) return undefined;
  for (const [key, wanted] of Object.entries(RTMS_AUDIO_PARAMS)) {
    if (key in confirmed && confirmed[key] !== wanted)
      return 'Zoom would not send 16 kHz mono L16 audio per participant';
  }
  return undefined;
}

/** Why the stream is over, when a state message says it is (msg 8 or 9; §1.4a: both reason fields). */
export function streamEnd(m: RtmsMessage): string | undefined {
  const why = (code: number | undefined) => RTMS_STOP_REASON[code ?? 0] ?? 'Zoom stopped it';
  if (m.msg_type === RTMS_MSG.streamState) {
    const over = m.state === RTMS_STREAM_STATE.terminating || m.state === RTMS_STREAM_STATE.terminated;
    return over ? why(m.stop_reason ?? m.reason) : undefined;
  }
  if (m.msg_type === RTMS_MSG.sessionState && m.state === RTMS_SESSION_STATE.stopped)
    return why(m.stop_reason);
  return undefined;
}

/** Zoom's own domains for RTMS servers: zoom.us, and zoomgov.com for Zoom for Government. */
export const DEFAULT_RTMS_HOSTS: readonly string[] = ['zoom.us', 'zoomgov.com'];

export type AddressRules = {
  /** Accept `ws://` (the local fake peer in tests); production streams are `wss://` only. */
  allowInsecure: boolean;
  /** Host names allowed, each with its subdomains (`zoom.us` allows `rtms-sjc1.zoom.us`). */
  hosts: readonly string[];
};

/**
 * Why a server address cannot be used, or undefined: only `wss://` on Zoom's own host names,
 * without user info (`wss://zoom.us@127.0.0.1/` names the host 127.0.0.1). The signed handshake
 * goes wherever this points, so nothing else is ever dialled.
 */
export function urlProblem(url: string, rules: AddressRules): string | undefined {
  if (!URL.canParse(url)) return 'is not a URL';
  const { protocol, username, password, hostname } = new URL(url);
  if (protocol !== 'wss:' && !(rules.allowInsecure && protocol === 'ws:'))
    return 'is not a secure WebSocket address (wss://)';
  if (username || password) return 'carries a user name or password';
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const allowed = rules.hosts.some((h) => host === h.toLowerCase() || host.endsWith(`.${h.toLowerCase()}`));
  return allowed ? undefined : "is not on one of Zoom's hosts";
}

/** Only the host of an address refused, for the log: never its path or query (they carry ids). */
export const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).hostname : 'not a URL');
