import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import {
  anEvaluation,
  aSection,
  aSession,
  SCORECARD_ID,
  SESSION_ID,
  SESSION_PATH,
} from '#web/test/session-detail-fixtures.ts';
import { renderPanel } from './advanced-settings/testing/render-panel.tsx';
import { ScorecardPanel } from './scorecard-panel.tsx';

const EVALUATION = `GET ${SESSION_PATH}/evaluation`;
const INITIALIZE = `POST ${SESSION_PATH}/evaluation/initialize`;
const SCORECARD = `GET /api/interview-setup/scorecards/${SCORECARD_ID}`;
const SAVE = `PATCH ${SESSION_PATH}/evaluation/sections`;

const scorecard = {
  id: SCORECARD_ID,
  title: 'Backend Technical Screen',
  description: null,
  content: 'Communication\nTechnical depth',
  source: 'manual',
  generationPrompt: null,
  jobDescription: null,
  existingScorecardRef: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

const sections = [
  aSection({ id: 's1', title: 'Communication', content: 'Clear answers' }),
  aSection({
    id: 's2',
    title: 'Technical depth',
    content: '',
    children: [aSection({ id: 's3', title: 'Databases', content: 'Knows indexes', editedByUser: true })],
  }),
];

function server(routes: Record<string, StubHandler>) {
  return stubFetch({ [SCORECARD]: () => json(200, scorecard), ...routes });
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('scorecard panel', () => {
  it('says no scorecard is selected when the session has none and nothing to evaluate', async () => {
    const { sent } = server({ [EVALUATION]: () => json(200, anEvaluation([])) });
    renderPanel(aSession({ scorecardId: null }), (s) => <ScorecardPanel session={s} />);

    expect(screen.getByRole('heading', { name: 'Scorecard' })).toBeInTheDocument();
    expect(await screen.findByText('No scorecard selected for this session')).toBeInTheDocument();
    expect(sent(INITIALIZE)).toHaveLength(0);
    expect(sent(SCORECARD)).toHaveLength(0);
  });

  it('shows the sections of a custom scorecard that has no saved scorecard behind it', async () => {
    const { sent } = server({ [EVALUATION]: () => json(200, anEvaluation(sections)) });
    renderPanel(aSession({ scorecardId: null }), (s) => <ScorecardPanel session={s} />);

    expect(await screen.findByRole('textbox', { name: 'Communication' })).toHaveValue('Clear answers');
    expect(screen.queryByText('No scorecard selected for this session')).not.toBeInTheDocument();
    expect(sent(INITIALIZE)).toHaveLength(0);
  });

  it('copies the scorecard into an empty evaluation once, then shows its sections', async () => {
    const { sent } = server({
      [EVALUATION]: () => json(200, anEvaluation([])),
      [INITIALIZE]: () => json(200, anEvaluation(sections)),
    });
    renderPanel(aSession(), (s) => <ScorecardPanel session={s} />);

    expect(await screen.findByRole('textbox', { name: 'Communication' })).toHaveValue('Clear answers');
    expect(field('Databases')).toHaveValue('Knows indexes');
    expect(await screen.findByText('Backend Technical Screen')).toBeInTheDocument();
    expect(sent(INITIALIZE).map((r) => r.body)).toEqual([{ scorecardId: SCORECARD_ID }]);
  });

  it('says there is nothing to evaluate when the scorecard has no sections', async () => {
    const { sent } = server({
      [EVALUATION]: () => json(200, anEvaluation([])),
      [INITIALIZE]: () => json(200, anEvaluation([])),
    });
    renderPanel(aSession(), (s) => <ScorecardPanel session={s} />);

    expect(await screen.findByText('No sections available for evaluation')).toBeInTheDocument();
    expect(sent(INITIALIZE)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('marks sections a person wrote as Edited', async () => {
    server({ [EVALUATION]: () => json(200, anEvaluation(sections)) });
    renderPanel(aSession(), (s) => <ScorecardPanel session={s} />);

    await screen.findByRole('textbox', { name: 'Databases' });
    expect(screen.getAllByText('Edited')).toHaveLength(1);
  });

  it('saves only the sections whose text changed, then has nothing left to save', async () => {
    const { sent } = server({
      [EVALUATION]: () => json(200, anEvaluation(sections)),
      [SAVE]: ({ body }) =>
        json(
          200,
          anEvaluation([
            sections[0] ?? aSection(),
            {
              ...aSection({ id: 's2', title: 'Technical depth' }),
              children: [
                aSection({
                  id: 's3',
                  title: 'Databases',
                  editedByUser: true,
                  content: (body as { sections: { content: string }[] }).sections[0]?.content ?? '',
                }),
              ],
            },
          ]),
        ),
    });
    const { user } = renderPanel(aSession(), (s) => <ScorecardPanel session={s} />);
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    await user.type(field('Databases'), ' and isolation levels');
    await user.type(field('Communication'), '!');
    await user.type(field('Communication'), '{Backspace}');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(save);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled());
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(sent(SAVE).map((r) => r.body)).toEqual([
      { sections: [{ id: 's3', content: 'Knows indexes and isolation levels' }] },
    ]);
    expect(field('Databases')).toHaveValue('Knows indexes and isolation levels');
  });

  it('keeps the draft and says Failed to update section when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({
      [EVALUATION]: () => json(200, anEvaluation(sections)),
      [SAVE]: () => apiError(404, 'not_found', 'Section not found'),
    });
    const { user } = renderPanel(aSession(), (s) => <ScorecardPanel session={s} />);
    await user.type(await screen.findByRole('textbox', { name: 'Communication' }), ' and concise');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update section')).toBeInTheDocument();
    expect(field('Communication')).toHaveValue('Clear answers and concise');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('takes live changes into untouched sections but never into a draft being edited', async () => {
    server({ [EVALUATION]: () => json(200, anEvaluation(sections)) });
    const { user, queryClient } = renderPanel(aSession(), (s) => <ScorecardPanel session={s} />);
    await user.type(await screen.findByRole('textbox', { name: 'Communication' }), ' so far');

    act(() => {
      queryClient.setQueryData(
        sessionKeys.evaluation(SESSION_ID),
        anEvaluation([
          aSection({ id: 's1', title: 'Communication', content: 'Assistant draft' }),
          {
            ...aSection({ id: 's2', title: 'Technical depth', content: 'Solid on APIs' }),
            children: sections[1]?.children ?? [],
          },
        ]),
      );
    });

    await waitFor(() => expect(field('Technical depth')).toHaveValue('Solid on APIs'));
    expect(field('Communication')).toHaveValue('Clear answers so far');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
