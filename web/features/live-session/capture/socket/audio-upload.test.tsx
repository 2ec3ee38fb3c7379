import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PCM_BYTES_PER_SECOND, SPEECH_CLOSE } from '#contracts/speech.ts';
import { fakeBrowserMedia } from '../testing/fake-browser-media.ts';
import { renderToaster, shownToast } from '../testing/toasts.tsx';
import {
  type AudioUploadOptions,
  BUFFER_MAX_BYTES,
  CLOSE_WAIT_MS,
  MAX_RETRIES,
  openAudioUpload,
} from './audio-upload.ts';

const URL = 'ws://localhost/ws?sessionId=s&audioType=system_audio&action=audio-stream';
const frame = (bytes: number, fill: number) => new Uint8Array(bytes).fill(fill).buffer;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup(options: Partial<AudioUploadOptions> = {}) {
  const fake = fakeBrowserMedia();
  const onEnd = vi.fn();
  const upload = openAudioUpload({ url: URL, media: fake.media, encoding: 'binary', onEnd, ...options });
  const send = (data: ArrayBuffer) => act(() => upload.send(data));
  const latest = () => {
    const socket = fake.sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  /** The latest socket opens, and the server says it already has `bytes` of the stream. */
  const accept = (bytes = 0) => {
    latest().open();
    latest().receive({ type: 'audio_processed', data: { bytes } });
    return latest();
  };
  return { fake, upload, onEnd, send, latest, accept };
}

describe('an audio upload', () => {
  beforeEach(() => renderToaster());

  it('names its stream, and sends once the server said what it has: frames captured before first', () => {
    const { send, latest } = setup();
    const socket = latest();
    const { streamId, ...query } = Object.fromEntries(socket.query);
    expect(query).toEqual({ sessionId: 's', audioType: 'system_audio', action: 'audio-stream' });
    expect(streamId).toMatch(UUID);
    send(frame(4, 1));
    socket.open();
    send(frame(4, 2));
    expect(socket.frames).toHaveLength(0);
    socket.receive({ type: 'audio_processed', data: { bytes: 0 } });
    send(frame(4, 3));

    expect(socket.binaryType).toBe('arraybuffer');
    expect(socket.frames.map((f) => [...f])).toEqual([
      [1, 1, 1, 1, 2, 2, 2, 2],
      [3, 3, 3, 3],
    ]);
  });

  it('sends nothing on a socket the server has begun to close: the frame goes on the next one', () => {
    vi.useFakeTimers();
    const { send, accept, latest } = setup();
    const first = accept();
    send(frame(4, 1));
    first.readyState = WebSocket.CLOSING;
    const sending = vi.spyOn(first, 'send');
    send(frame(4, 2));
    expect(sending).not.toHaveBeenCalled(); // the browser would log "already in CLOSING or CLOSED state"
    expect(first.frames.map((f) => [...f])).toEqual([[1, 1, 1, 1]]);
    latest().fail();
    act(() => vi.advanceTimersByTime(2000));
    const second = accept(4);
    expect(second.frames.map((f) => [...f])).toEqual([[2, 2, 2, 2]]);
  });

  it('keeps its stream id across reconnects, and each upload has its own', () => {
    vi.useFakeTimers();
    const { fake, latest } = setup();
    latest().fail();
    act(() => vi.advanceTimersByTime(2000));
    const [first, second] = fake.sockets.map((s) => s.query.get('streamId'));
    expect(second).toBe(first);
    const other = setup();
    expect(other.latest().query.get('streamId')).not.toBe(first);
  });

  it('sends JSON audio chunks with base64 PCM and a timestamp on the streaming channel', () => {
    const { send, accept } = setup({ encoding: 'json' });
    const socket = accept();
    send(new Uint8Array([0, 1, 255, 127]).buffer);

    expect(socket.messages).toEqual([
      { type: 'audio_chunk', audioData: 'AAH/fw==', timestamp: expect.any(Number) },
    ]);
  });

  it('retries a dropped socket 5 times after 2, 4, 8, 16 and 32 s, then gives up', async () => {
    vi.useFakeTimers();
    const { fake, onEnd, latest } = setup();
    latest().fail();
    expect(await shownToast()).toEqual({
      title: 'Streaming Error',
      description: 'The audio connection to the server failed.',
    });

    for (let attempt = 1; attempt <= MAX_RETRIES; attempt++) {
      act(() => vi.advanceTimersByTime(2 ** attempt * 1000 - 1));
      expect(fake.sockets).toHaveLength(attempt);
      act(() => vi.advanceTimersByTime(1));
      expect(fake.sockets).toHaveLength(attempt + 1);
      latest().fail();
    }

    expect((await shownToast())?.title).toBe('Audio Streaming Failed');
    expect(onEnd).toHaveBeenCalledWith('failed');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(fake.sockets).toHaveLength(MAX_RETRIES + 1);
  });

  it('starts the count again once a socket opens', () => {
    vi.useFakeTimers();
    const { fake, latest } = setup();
    latest().fail();
    act(() => vi.advanceTimersByTime(2000));
    latest().open();
    latest().serverClose(1011);
    act(() => vi.advanceTimersByTime(2000));
    expect(fake.sockets).toHaveLength(3);
  });

  it('sends after a reconnect exactly what the server is missing of the stream', () => {
    vi.useFakeTimers();
    const { send, latest, accept } = setup();
    const first = accept();
    send(frame(4, 1));
    send(frame(4, 2));
    first.receive({ type: 'audio_processed', data: { bytes: 4 } });
    send(frame(4, 3));
    first.fail();
    send(frame(4, 4));
    act(() => vi.advanceTimersByTime(2000));
    // The server took frame 2 before the drop, but had not said so yet.
    const second = accept(8);
    send(frame(4, 5));
    expect(second.frames.map((f) => [...f])).toEqual([
      [3, 3, 3, 3, 4, 4, 4, 4],
      [5, 5, 5, 5],
    ]);

    // Its counts are of the stream: they go on from the first socket's.
    second.receive({ type: 'audio_processed', data: { bytes: 16 } });
    send(frame(4, 6));
    second.fail();
    act(() => vi.advanceTimersByTime(2000));
    const third = accept(20);
    expect(third.frames.map((f) => [...f])).toEqual([[6, 6, 6, 6]]);
    expect(latest()).toBe(third);
  });

  it('sends again everything not confirmed when the server has none of the stream (0)', () => {
    vi.useFakeTimers();
    const { send, accept } = setup();
    const first = accept();
    send(frame(4, 1));
    send(frame(4, 2));
    first.receive({ type: 'audio_processed', data: { bytes: 4 } });
    first.fail();
    send(frame(4, 3));
    act(() => vi.advanceTimersByTime(2000));
    const second = accept(0);
    expect(second.frames.map((f) => [...f])).toEqual([[2, 2, 2, 2, 3, 3, 3, 3]]);
  });

  it('sends everything held when the first message is not a count (a server that keeps none)', () => {
    const onMessage = vi.fn();
    const { send, latest } = setup({ encoding: 'json', onMessage });
    send(new Uint8Array([0, 1]).buffer);
    latest().open();
    latest().receive({ type: 'ready', data: { provider: 'azure' } });
    expect(latest().messages).toEqual([
      { type: 'audio_chunk', audioData: 'AAE=', timestamp: expect.any(Number) },
    ]);
    expect(onMessage).toHaveBeenCalledWith({ type: 'ready', data: { provider: 'azure' } });
  });

  it('keeps at most 60 s of audio while down, dropping the oldest', () => {
    vi.useFakeTimers();
    const { send, latest, accept } = setup();
    latest().fail();
    const second = PCM_BYTES_PER_SECOND;
    for (let s = 0; s < 70; s++) send(frame(second, s));
    act(() => vi.advanceTimersByTime(2000));
    accept();

    const sent = latest().frames;
    expect(sent.reduce((n, f) => n + f.length, 0)).toBe(BUFFER_MAX_BYTES);
    expect(sent[0]?.[0]).toBe(10);
    expect(sent.at(-1)?.[0]).toBe(69);
  });

  it('does not retry a normal close (1000) from the server, and says the upload ended', async () => {
    vi.useFakeTimers();
    const { fake, onEnd, latest } = setup();
    latest().open();
    latest().serverClose(1000);
    act(() => vi.advanceTimersByTime(60_000));
    expect(fake.sockets).toHaveLength(1);
    expect(onEnd).toHaveBeenCalledWith('closed');
    expect(await shownToast()).toBeNull();
  });

  it('does not retry when the session has no consent or is closed', async () => {
    vi.useFakeTimers();
    const { fake, onEnd, latest } = setup();
    latest().serverClose(SPEECH_CLOSE.sessionClosed, 'This interview session is closed');
    expect(await shownToast()).toEqual({
      title: 'Audio Streaming Failed',
      description: 'This interview session is closed',
    });
    expect(onEnd).toHaveBeenCalledWith('failed');
    act(() => vi.advanceTimersByTime(60_000));
    expect(fake.sockets).toHaveLength(1);
  });

  it('closes normally when closed here, and neither retries nor reports an end', () => {
    vi.useFakeTimers();
    const { fake, upload, onEnd, send, accept, latest } = setup();
    accept();
    act(() => upload.close());
    send(frame(4, 1));
    act(() => vi.advanceTimersByTime(60_000));
    expect(latest().closedByClient?.code).toBe(1000);
    expect(latest().frames).toHaveLength(0);
    expect(fake.sockets).toHaveLength(1);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('closed while the server has not said what it has, sends what it holds first', () => {
    vi.useFakeTimers();
    const { upload, send, latest } = setup();
    send(frame(4, 1));
    latest().open();
    act(() => upload.close());
    expect(latest().closedByClient).toBeNull();
    latest().receive({ type: 'audio_processed', data: { bytes: 0 } });
    expect(latest().frames.map((f) => [...f])).toEqual([[1, 1, 1, 1]]);
    expect(latest().closedByClient?.code).toBe(1000);
  });

  it('closes anyway when the server says nothing for a while', () => {
    vi.useFakeTimers();
    const { upload, send, latest } = setup();
    send(frame(4, 1));
    latest().open();
    act(() => upload.close());
    act(() => vi.advanceTimersByTime(CLOSE_WAIT_MS - 1));
    expect(latest().closedByClient).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(latest().closedByClient?.code).toBe(1000);
    expect(latest().frames).toHaveLength(0);
  });

  it('shows a server error as a Processing Error, and passes other messages on', async () => {
    const onMessage = vi.fn();
    const { latest, accept } = setup({ onMessage });
    accept();
    latest().receive({ type: 'error', data: { error: 'Audio frames must be whole 16-bit samples' } });
    expect(await shownToast()).toEqual({
      title: 'Processing Error',
      description: 'Audio frames must be whole 16-bit samples',
    });

    latest().receive({ type: 'ready', data: { provider: 'azure' } });
    latest().receive({ type: 'transcription', data: { text: 'hello', isFinal: true, speakerName: null } });
    expect(onMessage.mock.calls.map(([message]) => message.type)).toEqual(['ready', 'transcription']);
  });
});
