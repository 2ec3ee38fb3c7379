import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rampPcm } from '../ingest/testing/audio-socket-client.ts';
import { spoolPaths } from './recording-paths.ts';
import { createSpools } from './spools.ts';

const SESSION = '6b0d1c2e-3f4a-4b5c-8d6e-7f8091a2b3c4';

describe('spools: participants’ audio appended to files as it arrives', () => {
  it('shares one file between the sockets of a participant and closes it when the last lets go', async () => {
    const paths = spoolPaths(mkdtempSync(path.join(tmpdir(), 'ih-spools-')));
    const spools = createSpools(paths, (error) => {
      throw error;
    });
    const one = spools.acquire(SESSION, 'candidate');
    const two = spools.acquire(SESSION, 'candidate');
    one.append(rampPcm(320, 0));
    two.append(rampPcm(320, 160));
    expect(two.bytes).toBe(640);
    await one.release();
    expect(spools.holds(SESSION)).toBe(true);
    await two.release();
    expect(spools.holds(SESSION)).toBe(false);
    expect(readFileSync(paths.pcm(SESSION, 'candidate')).equals(rampPcm(640))).toBe(true);
    // A later socket appends after what is there.
    const three = spools.acquire(SESSION, 'candidate');
    expect(three.bytes).toBe(640);
    three.append(rampPcm(320, 320));
    await spools.closeSession(SESSION);
    expect(readFileSync(paths.pcm(SESSION, 'candidate')).equals(rampPcm(960))).toBe(true);
  });

  it('says when the file is behind, so a socket stops reading until it drains; nothing is dropped', async () => {
    const paths = spoolPaths(mkdtempSync(path.join(tmpdir(), 'ih-spools-')));
    const spools = createSpools(paths, (error) => {
      throw error;
    });
    const handle = spools.acquire(SESSION, 'interviewer');
    const frame = rampPcm(32_000);
    let frames = 0;
    while (handle.append(frame)) frames++;
    frames++;
    // The write stream buffers at most about its high-water mark before it asks to wait.
    expect(frames * frame.length).toBeLessThanOrEqual(320_000);
    await handle.drained();
    expect(handle.append(frame)).toBe(true);
    await handle.release();
    expect(readFileSync(paths.pcm(SESSION, 'interviewer')).length).toBe((frames + 1) * frame.length);
  });
});
