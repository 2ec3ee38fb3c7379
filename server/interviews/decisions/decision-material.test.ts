import { beforeAll, describe, expect, it } from 'vitest';
import type { DecisionInput } from '#server/assistant/tasks/decision-input.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { createSessionReads } from '../sessions/session-reads.ts';
import { createSuggestionsRepository } from '../suggestions/suggestions.repository.ts';
import { createDecisionsService } from './decisions.service.ts';

describe('decision material', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  it('leaves the answer to a flagged question out of what a decision is drafted from', async () => {
    const { id } = await t.factories.session(a.user.id);
    const say = async (speaker: 'interviewer' | 'candidate', text: string): Promise<string> => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${id}/text`,
        headers: a.headers,
        payload: { speaker, text },
      });
      return res.json().id;
    };
    await say('interviewer', 'Tell me about a system you owned end to end?');
    await say('candidate', 'I led the migration of our search indexer and cut indexing time by 80%.');
    const flagged = await say('interviewer', 'Do you have children?');
    await say('candidate', 'I have two kids, and I led the rewrite of our billing system.');
    await say('interviewer', 'How did you test the migration?');
    await say('candidate', 'We replayed a week of production traffic against both indexers.');
    await createSuggestionsRepository(t.database.db).insertMany(id, [
      { type: 'hint', content: 'Protected topic', tags: ['compliance', 'children'], chunkId: flagged },
    ]);

    let drafted: DecisionInput | undefined;
    const { sessions, evaluation, conversation, agenda, notes, suggestions } = t.app.services.interviews;
    const decisions = createDecisionsService({
      sessions: { ...createSessionReads(t.database.db), setDecision: sessions.setDecision },
      evaluation,
      conversation,
      agenda,
      notes,
      suggestions,
      styleExamples: async () => [],
      audit: t.app.services.privacy.audit.record,
      generate: async (input) => {
        drafted = input;
        throw new Error('only the input matters here');
      },
    });
    await expect(decisions.generate(a.user.id, id)).rejects.toThrow('only the input matters here');
    expect(drafted?.transcript.map((turn) => turn.text)).toEqual([
      'Tell me about a system you owned end to end?',
      'I led the migration of our search indexer and cut indexing time by 80%.',
      'Do you have children?',
      'How did you test the migration?',
      'We replayed a week of production traffic against both indexers.',
    ]);
  });
  it('reads the debrief: the interviewer’s own when written, else the drafted one', async () => {
    const { sessions, evaluation, conversation, agenda, notes, suggestions, coverage } =
      t.app.services.interviews;
    let drafted: DecisionInput | undefined;
    const decisions = createDecisionsService({
      sessions: { ...createSessionReads(t.database.db), setDecision: sessions.setDecision },
      evaluation,
      conversation,
      agenda,
      notes,
      suggestions,
      styleExamples: async () => [],
      audit: t.app.services.privacy.audit.record,
      debrief: async (userId, sessionId) => {
        const { content, draft } = await coverage.debrief(userId, sessionId, true);
        return { content, draft: draft?.text ?? null };
      },
      generate: async (input) => {
        drafted = input;
        throw new Error('only the input matters here');
      },
    });
    const closed = async () => {
      const { id } = await t.factories.session(a.user.id);
      for (const [speaker, text] of [
        ['interviewer', 'Tell me about your last project.'],
        ['candidate', 'I moved our ledger to PostgreSQL. How big is the team here?'],
      ] as const)
        await t.app.inject({
          method: 'POST',
          url: `/api/sessions/${id}/text`,
          headers: a.headers,
          payload: { speaker, text },
        });
      await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/close`, headers: a.headers });
      return id;
    };

    const drafts = await closed();
    await expect(decisions.generate(a.user.id, drafts)).rejects.toThrow('only the input matters here');
    expect(drafted?.notes).toEqual([
      expect.stringMatching(/^Debrief \(draft\): Evidence on 0 of 3 criteria\.[\s\S]*Not covered:/),
    ]);

    const written = await closed();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${written}/debrief`,
      headers: a.headers,
      payload: { content: 'Strong on data; ask about mentoring next round.' },
    });
    expect(put.statusCode).toBe(200);
    await expect(decisions.generate(a.user.id, written)).rejects.toThrow('only the input matters here');
    expect(drafted?.notes).toEqual(['Debrief: Strong on data; ask about mentoring next round.']);
  });
});
