import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { json } from '#web/test/fetch-stub.ts';
import { aChunk } from '#web/test/live-fixtures.ts';
import { stubLayout } from '#web/test/stub-layout.ts';
import { renderScorecardPages } from '../testing/render-scorecard-pages.tsx';
import {
  aGeneratedDecision,
  aScorecard,
  aSection,
  aSessionDetail,
  SESSION_ID,
} from '../testing/scorecard-fixtures.ts';
import { SCORECARD_PATH, scorecardServer } from '../testing/scorecard-server.ts';

const chunks: ConversationChunkDto[] = Array.from({ length: 60 }, (_, i) =>
  aChunk({
    seq: i + 1,
    speaker: i % 2 ? 'candidate' : 'interviewer',
    text: `Line ${i + 1}`,
    timestamp: new Date(Date.UTC(2026, 2, 4, 14, 30, i)).toISOString(),
  }),
);
const quoted = { ...(chunks[9] as ConversationChunkDto), text: 'I escalated straight to the registrar.' };
chunks[9] = quoted;
const decided = {
  ...(chunks[21] as ConversationChunkDto),
  text: 'I apologised and arranged for the doctor to call him.',
};
chunks[21] = decided;
const ref = (c: ConversationChunkDto) => ({ chunkId: c.id, seq: c.seq, timestamp: c.timestamp });

const session = aSessionDetail({
  sections: [
    aSection({
      id: 'escalation',
      title: 'Escalates concerns',
      content: `- Concrete example of escalation: “${quoted.text}”`,
      evidence: [
        {
          ...ref(quoted),
          line: `Concrete example of escalation: “${quoted.text}”`,
          quote: quoted.text,
          strength: 'strong',
        },
      ],
    }),
  ],
  decision: {
    decision: null,
    decisionSavedAt: null,
    decisionAuthor: null,
    aiDecision: aGeneratedDecision({
      criteria: [
        {
          criterion: 'Patient care › Communicates with families',
          rating: 'meets',
          evidenceStrength: 'moderate',
          basis: 'transcript',
          evidence: [
            {
              source: 'transcript',
              excerpt: decided.text,
              context: 'Communicates with families',
              signal: 'strength',
              at: ref(decided),
            },
          ],
        },
        {
          criterion: 'Professional standards › Holds an active licence',
          rating: 'not_assessed',
          evidenceStrength: 'none',
          basis: 'none',
          evidence: [],
        },
      ],
      coverage: { assessed: 1, total: 2 },
    }),
  },
});

function transcript() {
  return screen.getByRole('region', { name: 'Conversation transcript' });
}

describe('evidence on the candidate scorecard', () => {
  it('opens the transcript at the quoted line of a section and highlights it', async () => {
    stubLayout();
    scorecardServer(aScorecard({ sessions: [session] }), {
      [`GET /api/sessions/${SESSION_ID}/conversation`]: () => json(200, chunks),
    });
    const { user } = renderScorecardPages(SCORECARD_PATH);
    const evidence = await screen.findByRole('list', { name: 'Evidence for Escalates concerns' });
    await screen.findByText('Line 60');
    expect(within(transcript()).queryByText(quoted.text)).not.toBeInTheDocument();

    await user.click(within(evidence).getByRole('button', { name: /I escalated straight to the registrar/ }));
    const line = await within(transcript()).findByText(quoted.text);
    expect(line.closest('[data-chunk-id]')).toHaveAttribute('aria-current', 'true');
  });

  it('rates each criterion of the decision, and a quote of it opens its transcript line', async () => {
    stubLayout();
    scorecardServer(aScorecard({ sessions: [session] }), {
      [`GET /api/sessions/${SESSION_ID}/conversation`]: () => json(200, chunks),
    });
    const { user } = renderScorecardPages(SCORECARD_PATH);
    const rubric = await screen.findByRole('list', { name: 'By criterion' });
    const [families, licence] = within(rubric)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === rubric);
    expect(families).toHaveTextContent('Patient care › Communicates with familiesMeets the bar');
    expect(licence).toHaveTextContent('Not assessed');
    expect(licence).toHaveTextContent('no evidence yet');
    await screen.findByText('Line 60');

    await user.click(within(families as HTMLElement).getByRole('button', { name: /I apologised/ }));
    const line = await within(transcript()).findByText(decided.text);
    expect(line.closest('[data-chunk-id]')).toHaveAttribute('aria-current', 'true');
  });
});
