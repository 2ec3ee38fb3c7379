import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CandidateQuestionDto } from '#contracts/coverage.ts';
import { readLiveData, writeLiveChange } from '#web/lib/sessions/live/live-cache.ts';
import { applyLiveEvent } from '#web/lib/sessions/live/live-event-reducer.ts';
import { json, stubFetch } from '#web/test/fetch-stub.ts';
import { aChunk } from '#web/test/live-fixtures.ts';
import {
  anAgendaItem,
  anEvaluation,
  aSection,
  aSession,
  SESSION_ID,
  SESSION_PATH,
} from '#web/test/session-detail-fixtures.ts';
import { renderPanel } from '../advanced-settings/testing/render-panel.tsx';
import { CoverageStrip } from './coverage-strip.tsx';

const START = Date.parse('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString();
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('coverage strip', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(START + 38 * 60_000);
  });
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  const question: CandidateQuestionDto = {
    id: 'a0a0a0a0-0000-4000-8000-000000000001',
    chunkId: 'c0c0c0c0-0000-4000-8000-000000000901',
    seq: 3,
    timestamp: at(36),
    text: 'How is on-call organised?',
  };

  const render = () => {
    stubFetch({
      [`GET ${SESSION_PATH}/conversation`]: () =>
        json(200, [
          aChunk({ seq: 1, speaker: 'interviewer', text: words(30), timestamp: at(0) }),
          aChunk({ seq: 2, speaker: 'candidate', text: words(90), timestamp: at(30) }),
          aChunk({
            id: question.chunkId,
            seq: 3,
            speaker: 'candidate',
            text: question.text,
            timestamp: at(36),
          }),
        ]),
      [`GET ${SESSION_PATH}/evaluation`]: () =>
        json(
          200,
          anEvaluation([
            aSection({
              id: 'depth',
              title: 'Technical depth',
              children: [
                aSection({
                  id: 'trade',
                  title: 'Explains trade-offs',
                  evidence: [{ ...question, line: 'x', quote: 'x', strength: 'strong' }],
                }),
                aSection({ id: 'tools', title: 'Knows the tools' }),
              ],
            }),
          ]),
        ),
      [`GET ${SESSION_PATH}/candidate-questions`]: () => json(200, [question]),
    });
    const session = aSession({
      agenda: [
        anAgendaItem({
          id: 'intro',
          title: 'Introductions',
          duration: 5,
          status: 'completed',
          startedAt: at(0),
          completedAt: at(4),
        }),
        anAgendaItem({
          id: 'design',
          title: 'System design',
          duration: 30,
          status: 'in-progress',
          startedAt: at(4),
        }),
        anAgendaItem({ id: 'questions', title: 'Questions for us', duration: 10 }),
      ],
    });
    return renderPanel(session, (s) => <CoverageStrip session={s} />);
  };

  it('is one line until asked for the details, and remembers the choice', async () => {
    const first = render();
    const summary = await screen.findByText('criteria covered');
    expect(summary.closest('p')).toHaveTextContent(
      '38 min elapsed, 7 min left·1/2 criteria covered·Candidate talk 76 %',
    );
    expect(screen.getByText('1 question not answered')).toBeInTheDocument();
    const details = screen.getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Time per agenda item' })).not.toBeInTheDocument();

    await first.user.click(details);
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Time per agenda item' })).toBeVisible();
    first.unmount();

    const again = render();
    const hide = await screen.findByRole('button', { name: 'Hide details' });
    expect(await screen.findByRole('list', { name: 'Criteria' })).toBeVisible();
    await again.user.click(hide);
    again.unmount();
    render();
    expect(await screen.findByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows time used and left against the plan, each item’s minutes, and the criteria with and without evidence', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    await screen.findByText('1 of 2');
    const clock = screen.getByText('elapsed');
    expect(clock.parentElement).toHaveTextContent('38 min elapsed');
    expect(screen.getByText(/left of/).parentElement).toHaveTextContent('7 min left of 45 min');
    const items = within(screen.getByRole('list', { name: 'Time per agenda item' }));
    expect(items.getByText('Introductions').parentElement).toHaveTextContent('4 min of 5 min');
    expect(items.getByText('System design').parentElement).toHaveTextContent(
      '34 min of 30 min · running over',
    );
    expect(items.getByText('Questions for us').parentElement).toHaveTextContent('10 min');
    expect(screen.getByText('1 of 2').parentElement).toHaveTextContent('1 of 2 criteria have evidence');
    const criteria = within(screen.getByRole('list', { name: 'Criteria' }));
    expect(criteria.getByText('Explains trade-offs').parentElement).toHaveTextContent('(evidence heard)');
    expect(criteria.getByText('Knows the tools').parentElement).toHaveTextContent('(no evidence yet)');
  });

  it('updates talk balance and the candidate’s questions on the line that changes them', async () => {
    const { queryClient, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    expect(await screen.findByText('1 asked, 1 not answered yet')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /speaking time/ })).toHaveAccessibleName(
      'Candidate 76 %, interviewer 24 % of speaking time',
    );
    expect(screen.getByText('Estimated from words')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const answer = aChunk({ seq: 4, speaker: 'interviewer', text: words(250), timestamp: at(37) });
    act(() => {
      const change = applyLiveEvent(3, readLiveData(queryClient, SESSION_ID), {
        type: 'new_chunk',
        seq: 4,
        data: answer,
      });
      if (change) writeLiveChange(queryClient, SESSION_ID, change);
    });
    expect(await screen.findByText('1 asked, all answered')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have spoken more than half of the last ten minutes',
    );
  });
});
