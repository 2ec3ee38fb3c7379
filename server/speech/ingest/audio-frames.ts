import type { RawData } from 'ws';
import { parseInput } from '#contracts/input.ts';
import { AUDIO_FRAME_MAX_BYTES, AudioChunkMessage } from '#contracts/speech.ts';

export type AudioAction = 'audio-stream' | 'start_streaming';
export type DecodedFrame = { pcm: Buffer } | { error: string; code: string };

const bytesOf = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);

const bad = (error: string, code = 'bad_audio'): DecodedFrame => ({ error, code });

function checkPcm(pcm: Buffer): DecodedFrame {
  if (pcm.length === 0) return bad('The audio frame is empty');
  if (pcm.length > AUDIO_FRAME_MAX_BYTES) {
    return bad(`Audio frames hold at most one second (${AUDIO_FRAME_MAX_BYTES} bytes of 16 kHz PCM)`);
  }
  if (pcm.length % 2 !== 0) return bad('Audio frames are 16-bit samples: send an even number of bytes');
  return { pcm };
}

function decodeAudioChunk(text: string): DecodedFrame {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return bad('Messages must be JSON', 'bad_request');
  }
  const parsed = parseInput(AudioChunkMessage, json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.join('.') || 'message';
    return bad(first ? `${where}: ${first.message}` : 'Invalid message', 'validation_failed');
  }
  const { audioData } = parsed.data;
  if (audioData.length % 4 !== 0) return bad('audioData must be base64', 'validation_failed');
  return checkPcm(Buffer.from(audioData, 'base64'));
}

/**
 * One client frame of an audio channel as PCM, or what is wrong with it: binary PCM on
 * `audio-stream`, JSON `audio_chunk` with base64 PCM on `start_streaming`.
 */
export function decodeFrame(action: AudioAction, data: RawData, isBinary: boolean): DecodedFrame {
  if (action === 'audio-stream') {
    if (!isBinary) return bad('Send audio as binary frames of 16 kHz 16-bit PCM', 'bad_request');
    return checkPcm(bytesOf(data));
  }
  if (isBinary) return bad('Send audio_chunk messages as JSON text', 'bad_request');
  return decodeAudioChunk(bytesOf(data).toString('utf8'));
}
