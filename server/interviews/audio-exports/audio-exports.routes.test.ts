import { beforeAll, describe, expect, it } from 'vitest';
import type { AudioExportDto } from '#contracts/candidate-scorecards.ts';
import { newObjectKey } from '#server/storage/object-keys.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { createAudioExportsRepository } from './audio-exports.repository.ts';

/** A 44-byte WAV header and a few samples: enough for the store and the browser to call it audio. */
const WAV = Buffer.concat([Buffer.from('RIFF\x2c\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(40, 1)]);

describe('audio exports', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  const list = (who: SignedIn, sessionId: string) =>
    t.app.inject({ method: 'GET', url: `/api/sessions/${sessionId}/audio-exports`, headers: who.headers });

  it('is an empty list for a session without recorded audio', async () => {
    const session = await t.factories.session(a.user.id);
    const res = await list(a, session.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists recorded files with signed URLs the browser can play until they expire', async () => {
    const session = await t.factories.session(a.user.id);
    const key = newObjectKey(`audio/${session.id}`, 'wav');
    await t.app.services.storage.store.put(key, WAV, 'audio/wav');
    await createAudioExportsRepository(t.database.db).insert({
      sessionId: session.id,
      participantId: 'Grace Hopper',
      speaker: 'candidate',
      fileName: 'candidate.wav',
      filePath: key,
      fileSize: WAV.length,
      duration: 12.5,
    });
    const before = Date.now();
    const [item]: AudioExportDto[] = (await list(a, session.id)).json();
    const after = Date.now();
    expect(item).toMatchObject({
      sessionId: session.id,
      participantId: 'Grace Hopper',
      speaker: 'candidate',
      fileName: 'candidate.wav',
      mimeType: 'audio/wav',
      durationSeconds: 12.5,
      size: WAV.length,
    });
    if (!item) throw new Error('no export listed');
    expect(item.url).toMatch(/^\/api\/files\/audio\//);
    expect(item.url).not.toContain('cookie');
    // Whole seconds from the moment the server signed, somewhere between `before` and `after`.
    const expiresAt = Date.parse(item.urlExpiresAt);
    const ttlMs = t.config.storage.signedUrlTtlSeconds * 1000;
    expect(expiresAt).toBeGreaterThan(before - 1000 + ttlMs);
    expect(expiresAt).toBeLessThanOrEqual(after + ttlMs);

    // The URL is the authorisation: no session cookie needed.
    const played = await t.app.inject({ method: 'GET', url: item.url });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(played.rawPayload.equals(WAV)).toBe(true);
    const tampered = await t.app.inject({ method: 'GET', url: item.url.replace('candidate.wav', 'x.wav') });
    expect(tampered.statusCode).toBe(403);
  });

  it("answers 404 for another user's session", async () => {
    const session = await t.factories.session(a.user.id);
    const b = await t.factories.user();
    const res = await list(b, session.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
