import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { liveTurnPrompt } from './live-prompt.ts';
import type { LiveTurnInput } from './live-turn.ts';
import { offlineTurn } from './offline-turn.ts';
import { recordingPass } from './testing/recording-pass.ts';
import { turn } from './testing/turns.ts';

const TURNS = [
  turn(1, 'interviewer', 'What did you work on last year?'),
  turn(
    2,
    'candidate',
    'I rebuilt our billing service in TypeScript and cut the monthly run from six hours to forty minutes.',
  ),
];

/** One candidate answer after the item's thread was probed: the next card is a question for the item. */
const input: LiveTurnInput = {
  sessionId: 's1',
  interviewType: 'Technical interview',
  job: { role: 'Backend engineer', summary: '', family: 'engineering', kind: 'general' },
  agendaItem: { id: 'a1', title: 'Past work', description: 'Data migrations and production incidents' },
  agendaLeft: { titles: [], minutesLeft: 20 },
  summary: [],
  recentTurns: TURNS,
  newTurns: TURNS.slice(1),
  askedQuestions: [],
  earlier: [
    {
      type: 'follow_up_question',
      content: 'What did you measure?',
      status: 'dismissed',
      agendaItemId: 'a1',
      tags: [],
    },
  ],
  flaggedChunkIds: [],
  sections: [],
};

describe('earlier rounds in the live assistant', () => {
  it('favours a criterion earlier rounds left open over one they evidenced, on the same transcript', () => {
    const alone = offlineTurn(input).suggestions;
    expect(alone).toMatchObject([{ type: 'question', tags: ['incident'] }]);
    const after = offlineTurn({
      ...input,
      earlierRounds: { evidenced: ['Incident handling'], open: ['Data migrations'] },
    }).suggestions;
    expect(after).toMatchObject([{ type: 'question', tags: ['migrations'] }]);
    expect(after[0]?.content).toMatch(/schema of a large, busy table/);
  });

  it('tells a configured model which criteria earlier rounds left open', () => {
    const { system, prompt } = liveTurnPrompt({
      ...input,
      earlierRounds: { evidenced: ['Incident handling'], open: ['Data migrations', 'Mentoring'] },
    });
    expect(system).toContain('favours the criteria they left open');
    expect(prompt).toContain(
      '<earlier_rounds>\nLeft open: Data migrations; Mentoring.\nAlready evidenced: Incident handling.\n</earlier_rounds>',
    );
    expect(liveTurnPrompt(input).prompt).not.toContain('earlier_rounds');
  });

  describe('a pass', () => {
    const t = useTestApp({ liveAssistant: { enabled: false } });
    let a: SignedIn;
    beforeAll(async () => {
      a = await t.factories.user();
    });

    it('reads what the application’s earlier rounds evidenced and left open', async () => {
      const application = await t.factories.application(a.user.id);
      const ofApplication = { applicationId: application.id, candidateId: application.candidateId };
      const first = await t.factories.session(a.user.id, ofApplication);
      const sections = await t.app.services.interviews.evaluation.sections(first.id);
      const clear = sections.find((s) => s.title === 'Clear answers');
      const saved = await t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${first.id}/evaluation/sections/${clear?.itemId}`,
        headers: a.headers,
        payload: { content: 'Answers were crisp and structured.' },
      });
      expect(saved.statusCode).toBe(200);
      const next = await t.factories.session(a.user.id, ofApplication);

      const { conversation } = t.app.services.interviews;
      const { pass, sent } = recordingPass(t, { earlierRounds: true });
      await conversation.addChunk(a.user.id, next.id, { speaker: 'interviewer', text: 'Shall we begin?' });
      await conversation.addChunk(a.user.id, next.id, { speaker: 'candidate', text: 'Yes, happy to.' });
      await pass(a.user.id, next.id, { itemStartedAt: new Map() }, false);
      expect(sent.map((s) => s.earlierRounds)).toEqual([
        { evidenced: ['Clear answers'], open: ['Explains trade-offs', 'Knows the tools'] },
      ]);
    });
  });
});
