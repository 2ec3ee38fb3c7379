import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage } from '#contracts/realtime.ts';
import { createLiveSender, RESEND_AFTER_STOP_MS, RESEND_INTERVAL_MS } from './live-sender.ts';

function liveChannel() {
  const channel = { open: false, sent: [] as ClientMessage[] };
  const send = (message: ClientMessage) => {
    if (channel.open) channel.sent.push(message);
    return channel.open;
  };
  return { channel, sender: createLiveSender(() => send) };
}

const texts = (messages: ClientMessage[]) => messages.map((m) => m.text);

describe('the live sender', () => {
  afterEach(() => vi.useRealTimers());

  it('holds finals while the live channel is down and sends them, in order, once it is back', () => {
    vi.useFakeTimers();
    const { channel, sender } = liveChannel();
    sender.chunk('first', 'interviewer', 2_400);
    sender.chunk('second', 'interviewer');
    expect(channel.sent).toHaveLength(0);

    channel.open = true;
    vi.advanceTimersByTime(RESEND_INTERVAL_MS);
    expect(texts(channel.sent)).toEqual(['first', 'second']);
    // A measured line carries how long it was spoken; one not measured leaves it out.
    expect(channel.sent.map((m) => ('durationMs' in m ? m.durationMs : 'none'))).toEqual([2_400, 'none']);
    vi.advanceTimersByTime(RESEND_INTERVAL_MS * 5);
    expect(channel.sent).toHaveLength(2);
  });

  it('keeps the same client chunk id when it offers a final again (the server ignores a repeat)', () => {
    vi.useFakeTimers();
    const offered: string[] = [];
    const tracking = createLiveSender(() => (message) => {
      if (message.type === 'chunk') offered.push(message.clientChunkId);
      return offered.length > 2;
    });
    tracking.chunk('hello', 'candidate');
    vi.advanceTimersByTime(RESEND_INTERVAL_MS * 2);
    expect(offered).toHaveLength(3);
    expect(new Set(offered).size).toBe(1);
  });

  it('drops a partial when the channel is down (the next one replaces it anyway)', () => {
    vi.useFakeTimers();
    const { channel, sender } = liveChannel();
    sender.partial('mic-1', 'hel', 'interviewer');
    channel.open = true;
    vi.advanceTimersByTime(RESEND_INTERVAL_MS * 3);
    expect(channel.sent).toHaveLength(0);
  });

  it('still offers held finals for a while after capture stops, then gives up', () => {
    vi.useFakeTimers();
    const { channel, sender } = liveChannel();
    sender.chunk('late', 'interviewer');
    sender.dispose();
    vi.advanceTimersByTime(RESEND_AFTER_STOP_MS + RESEND_INTERVAL_MS);
    channel.open = true;
    vi.advanceTimersByTime(RESEND_INTERVAL_MS * 3);
    expect(channel.sent).toHaveLength(0);
  });
});
