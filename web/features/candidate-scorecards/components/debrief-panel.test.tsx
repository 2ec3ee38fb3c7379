import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DebriefDto } from '#contracts/coverage.ts';
import { json } from '#web/test/fetch-stub.ts';
import { renderScorecardPages } from '../testing/render-scorecard-pages.tsx';
import {
  aScorecard,
  aSection,
  aSessionDetail,
  OTHER_SESSION_ID,
  SESSION_ID,
} from '../testing/scorecard-fixtures.ts';
import { SCORECARD_PATH, scorecardServer } from '../testing/scorecard-server.ts';

const DEBRIEF = `/api/sessions/${SESSION_ID}/debrief`;
const moment = {
  chunkId: 'c0c0c0c0-0000-4000-8000-000000000001',
  seq: 4,
  timestamp: '2026-03-04T15:10:00.000Z',
};

const closed = (): DebriefDto => ({
  draft: {
    criteria: [
      {
        title: 'System Design',
        section: 'Technical Skills',
        evidence: [{ ...moment, quote: 'I sharded the queue by tenant', strength: 'strong' }],
      },
      { title: 'Communication', section: null, evidence: [] },
    ],
    concerns: [{ text: 'Vague on testing: “we test a bit”', at: moment }],
    questions: [
      {
        id: 'a0a0a0a0-0000-4000-8000-000000000001',
        ...moment,
        text: 'How big is the team?',
        answered: false,
      },
    ],
    gaps: { criteria: ['Communication'], agendaItems: ['Questions for us'] },
    talk: {
      candidateMs: 600_000,
      interviewerMs: 400_000,
      candidateShare: 0.6,
      interviewerShare: 0.4,
      measuredLines: 0,
      estimatedLines: 20,
      recentInterviewerShare: null,
      hint: false,
    },
    text: 'Evidence on 1 of 2 criteria.',
  },
  draftAt: '2026-03-04T16:01:00.000Z',
  content: null,
  editedAt: null,
});

describe('debrief', () => {
  it('shows the draft, marked as a draft, and saves the interviewer’s own text beside it', async () => {
    const { sent } = scorecardServer(aScorecard({ sessions: [aSessionDetail({ status: 'completed' })] }), {
      [`GET ${DEBRIEF}`]: () => json(200, closed()),
      [`PUT ${DEBRIEF}`]: () =>
        json(200, {
          ...closed(),
          content: 'Hire. Ask about testing next.',
          editedAt: '2026-03-04T16:05:00.000Z',
        }),
    });
    const { user } = renderScorecardPages(SCORECARD_PATH);
    const debrief = await screen.findByRole('region', { name: 'Debrief' });
    expect(await within(debrief).findByText('Draft')).toBeInTheDocument();
    expect(within(debrief).getByText('Evidence on 1 of 2 criteria')).toBeInTheDocument();
    expect(within(debrief).getByRole('list', { name: 'Evidence for System Design' })).toHaveTextContent(
      'I sharded the queue by tenant',
    );
    expect(within(debrief).getByText('How big is the team?').parentElement).toHaveTextContent(
      '(not answered)',
    );
    expect(within(debrief).getByText('Criteria: Communication')).toBeInTheDocument();
    expect(
      within(debrief).getByRole('img', { name: 'Candidate 60 %, interviewer 40 % of speaking time' }),
    ).toBeInTheDocument();

    const own = within(debrief).getByRole('textbox', { name: 'Your debrief' });
    expect(own).toHaveValue('Evidence on 1 of 2 criteria.');
    await user.clear(own);
    await user.type(own, 'Hire. Ask about testing next.');
    await user.click(within(debrief).getByRole('button', { name: 'Save Debrief' }));
    expect(await screen.findByText('Debrief Saved')).toBeInTheDocument();
    expect(JSON.parse(String(sent(`PUT ${DEBRIEF}`)[0]?.init?.body))).toEqual({
      content: 'Hire. Ask about testing next.',
    });
    expect(within(debrief).getByRole('textbox', { name: 'Your debrief' })).toHaveValue(
      'Hire. Ask about testing next.',
    );
  });

  it('shows a model’s summary, and what was left out of its draft', async () => {
    const draft = closed().draft;
    if (!draft) throw new Error('no draft');
    scorecardServer(aScorecard({ sessions: [aSessionDetail({ status: 'completed' })] }), {
      [`GET ${DEBRIEF}`]: () =>
        json(200, {
          ...closed(),
          draft: {
            ...draft,
            summary: 'Strong on design; testing still open.',
            model: 'gpt-4o',
            notice: '1 link to the transcript could not be found in the interview and was left out.',
          },
        }),
    });
    renderScorecardPages(SCORECARD_PATH);
    const debrief = await screen.findByRole('region', { name: 'Debrief' });
    expect(await within(debrief).findByText('Strong on design; testing still open.')).toBeInTheDocument();
    expect(
      within(debrief).getByText(
        '1 link to the transcript could not be found in the interview and was left out.',
      ),
    ).toBeInTheDocument();
    expect(within(debrief).getByText('Draft')).toBeInTheDocument();
  });

  it('says the debrief comes at close while the interview runs', async () => {
    scorecardServer(aScorecard({ sessions: [aSessionDetail({ status: 'active', endTime: null })] }));
    renderScorecardPages(SCORECARD_PATH);
    const debrief = await screen.findByRole('region', { name: 'Debrief' });
    expect(
      within(debrief).getByText('The debrief is drafted when the interview is closed.'),
    ).toBeInTheDocument();
    expect(within(debrief).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('criteria across rounds', () => {
  it('shows which rounds evidenced each criterion and which are still open', async () => {
    const round = (id: string, design: string) =>
      aSessionDetail({
        id,
        sections: [
          aSection({ children: [aSection({ id: 'design', title: 'System Design', content: design })] }),
          aSection({ id: 'communication', title: 'Communication' }),
        ],
      });
    scorecardServer(
      aScorecard({ sessions: [round(SESSION_ID, 'Drew a clear diagram.'), round(OTHER_SESSION_ID, '')] }),
    );
    renderScorecardPages(SCORECARD_PATH);
    const rounds = await screen.findByRole('region', { name: 'Criteria across rounds' });
    expect(within(rounds).getByText('1 of 2 criteria are still open after all rounds.')).toBeInTheDocument();
    const rows = within(rounds)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'CriterionInterview 1Interview 2',
      'System DesignEvidencedOpen',
      'CommunicationOpenOpen',
    ]);
  });
});
