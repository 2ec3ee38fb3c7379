import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DebriefDto } from '#contracts/coverage.ts';
import type { AuditEntry, SessionRetention } from '#contracts/privacy.ts';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { recordingConsents } from '#server/db/schema/interviews.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { closeRecorded, recordedInterview } from './testing/recorded-interview.ts';

const run = promisify(execFile);

type Consent = { notice: string | null; confirmedBy: string; confirmedAt: string };
type ExportedSession = {
  consent: Consent | null;
  consents: Consent[];
  recordings: { speaker: string; consents: Consent[] }[];
  candidateQuestions: { at: string; lineSeq: number; text: string }[];
  debrief: { author: string; text: string; editedAt: string } | null;
  aiDebriefDraft: { author: string; draftedAt: string; draft: { text: string } } | null;
};

describe('consent kept with each recording, the debrief and the candidate’s questions exported', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });
  const get = <T>(url: string) =>
    t.app.inject({ method: 'GET', url, headers: a.headers }).then((r) => r.json() as T);

  it('stores the notice’s words with every confirmation, in the trail, on the scorecard and in the ZIP', async () => {
    const notice = t.config.speech.recordingNotice;
    const candidate = await t.factories.candidate(a.user.id, { firstName: 'Noor', lastName: 'Consent' });
    const recorded = await recordedInterview(t, a, {
      candidateId: candidate.id,
      bytes: { candidate: 3 * PCM_BYTES_PER_SECOND, interviewer: 2 * PCM_BYTES_PER_SECOND },
    });
    const id = recorded.session.id;
    // Confirmed again later (after a break, say): both confirmations stay.
    await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/recording-consent`, headers: a.headers });
    // One confirmed before notices were kept (what the migration carries over): no words, said so.
    await t.database.db.insert(recordingConsents).values({
      sessionId: id,
      notice: null,
      confirmedBy: a.user.username ?? 'interviewer',
      confirmedAt: new Date(Date.now() - 3_600_000),
    });

    const retention = await get<SessionRetention>(`/api/sessions/${id}/retention`);
    expect(retention.consents.map((c) => c.notice)).toEqual([null, notice, notice]);
    expect(retention.consent).toMatchObject({ notice, confirmedBy: a.user.username });

    const trail = await get<AuditEntry[]>(`/api/sessions/${id}/audit`);
    const confirmed = trail.filter((e) => e.action === 'consent_confirmed');
    expect(confirmed).toHaveLength(2);
    for (const entry of confirmed) expect(entry.details.notice).toBe(notice);

    await recorded.say('I led the move to event sourcing. How is on-call organised here?');
    await recorded.say('Each squad has a rota of six people.', 'interviewer');
    await vi.waitFor(async () =>
      expect(await get<unknown[]>(`/api/sessions/${id}/candidate-questions`)).toHaveLength(1),
    );
    await closeRecorded(t, a, id);
    await vi.waitFor(async () =>
      expect((await get<DebriefDto>(`/api/sessions/${id}/debrief`)).draft).not.toBeNull(),
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${id}/debrief`,
      headers: a.headers,
      payload: { content: 'Clear on event sourcing; ask about mentoring next round.' },
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/candidates/${candidate.id}/export`,
      headers: a.headers,
    });
    expect(res.statusCode).toBe(200);
    const zip = path.join(mkdtempSync(path.join(tmpdir(), 'consent-export-')), 'c.zip');
    writeFileSync(zip, res.rawPayload);
    const json = JSON.parse((await run('unzip', ['-p', zip, 'candidate.json'])).stdout) as {
      sessions: ExportedSession[];
    };
    const [session] = json.sessions;
    expect(session?.consents.map((c) => c.notice)).toEqual([null, notice, notice]);
    expect(session?.consent?.notice).toBe(notice);
    expect(session?.recordings.map((r) => r.speaker).sort()).toEqual(['candidate', 'interviewer']);
    for (const recording of session?.recordings ?? []) expect(recording.consents).toEqual(session?.consents);
    expect(session?.candidateQuestions).toMatchObject([{ text: 'How is on-call organised here?' }]);
    expect(session?.debrief).toMatchObject({
      author: 'person',
      text: 'Clear on event sourcing; ask about mentoring next round.',
    });
    expect(session?.aiDebriefDraft?.author).toBe('ai');
    expect(session?.aiDebriefDraft?.draft.text).toContain('How is on-call organised here?');
  });
});
