import { describe, expect, it } from 'vitest';
import { readWavHeader, toWav } from '#server/speech/wav.ts';
import { utteranceUpload } from './utterance-upload.ts';

describe('utteranceUpload', () => {
  it('is a form a multipart parser reads back: the fields, and the utterance as a WAV file', async () => {
    const pcm = Buffer.from(
      Int16Array.from({ length: 8000 }, (_, i) => Math.round(Math.sin(i / 7) * 9000)).buffer,
    );
    const upload = utteranceUpload(pcm, { model: 'whisper-1', language: 'en', response_format: 'json' });

    const form = await new Response(new Uint8Array(upload.body), {
      headers: { 'content-type': upload.contentType },
    }).formData();

    expect(form.get('model')).toBe('whisper-1');
    expect(form.get('language')).toBe('en');
    expect(form.get('response_format')).toBe('json');
    const file = form.get('file') as File;
    expect(file.name).toBe('utterance.wav');
    expect(file.type).toBe('audio/wav');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.equals(toWav(pcm))).toBe(true);
    expect(readWavHeader(bytes)?.dataBytes).toBe(pcm.length);
  });

  it('takes the utterance in frames as it takes it whole', async () => {
    const frames = [Buffer.alloc(640, 1), Buffer.alloc(640, 2), Buffer.alloc(320, 3)];
    const upload = utteranceUpload(frames, { model: 'm' });
    const form = await new Response(new Uint8Array(upload.body), {
      headers: { 'content-type': upload.contentType },
    }).formData();
    const file = Buffer.from(await (form.get('file') as File).arrayBuffer());
    expect(file.equals(toWav(Buffer.concat(frames)))).toBe(true);
  });

  it('uses a boundary that is new each time', () => {
    const a = utteranceUpload(Buffer.alloc(320), {});
    const b = utteranceUpload(Buffer.alloc(320), {});
    expect(a.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(a.contentType).not.toBe(b.contentType);
  });
});
