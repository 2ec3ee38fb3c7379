import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVALUATION_SAVE_FAILED } from '#contracts/candidate-scorecards.ts';
import type { SectionChangesInput } from '#contracts/evaluation.ts';
import { apiError, json } from '#web/test/fetch-stub.ts';
import { renderScorecardPages } from '../testing/render-scorecard-pages.tsx';
import {
  aScorecard,
  aSessionDetail,
  OTHER_SESSION_ID,
  SESSION_ID,
  someSections,
} from '../testing/scorecard-fixtures.ts';
import { SCORECARD_PATH, scorecardServer } from '../testing/scorecard-server.ts';

const SAVE = `PATCH /api/sessions/${SESSION_ID}/evaluation/sections`;

function interview(number: number): HTMLElement {
  return screen.getByRole('region', { name: `Interview ${number}` });
}

function evaluationAnswer(sections = someSections()) {
  return json(200, { evaluationData: { sections } });
}

describe('candidate scorecard evaluation', () => {
  it('shows the nested sections, turns "No Changes" into "Save Changes" when edited and back when undone', async () => {
    scorecardServer(aScorecard());
    const { user } = renderScorecardPages(SCORECARD_PATH);

    const block = await screen.findByRole('region', { name: 'Interview 1' });
    expect(within(block).getByRole('button', { name: 'No Changes' })).toBeDisabled();
    const design = within(block).getByRole('textbox', { name: 'System Design' });
    expect(design).toHaveValue('Drew a clear diagram.');
    expect(design.closest('ul')?.closest('li')).toHaveTextContent('Technical Skills');

    await user.type(design, '!');
    expect(within(block).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await user.type(design, '{Backspace}');
    expect(within(block).getByRole('button', { name: 'No Changes' })).toBeDisabled();
  });

  it('saves only the changed sections in one PATCH, then says "Saved" and reads "No Changes"', async () => {
    const saved = someSections();
    const { sent } = scorecardServer(aScorecard(), {
      [SAVE]: ({ body }) => {
        const text = new Map((body as SectionChangesInput).sections.map((s) => [s.id, s.content]));
        const design = saved[0]?.children[0];
        if (design) design.content = text.get('design') ?? design.content;
        if (saved[1]) saved[1].content = text.get('communication') ?? saved[1].content;
        return evaluationAnswer(saved);
      },
    });
    const { user } = renderScorecardPages(SCORECARD_PATH);

    const block = await screen.findByRole('region', { name: 'Interview 1' });
    await user.type(within(block).getByRole('textbox', { name: 'System Design' }), ' Good trade-offs.');
    await user.clear(within(block).getByRole('textbox', { name: 'Communication' }));
    await user.type(within(block).getByRole('textbox', { name: 'Communication' }), 'Concise.');
    await user.click(within(block).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'No Changes' })).toBeDisabled();
    expect(sent(SAVE).map((r) => r.body)).toEqual([
      {
        sections: [
          { id: 'design', content: 'Drew a clear diagram. Good trade-offs.' },
          { id: 'communication', content: 'Concise.' },
        ],
      },
    ]);
    expect(within(block).getByRole('textbox', { name: 'Communication' })).toHaveValue('Concise.');
  });

  it('keeps the edits and stays dirty when the save fails', async () => {
    scorecardServer(aScorecard(), {
      [SAVE]: () => apiError(500, 'internal', 'Internal server error'),
    });
    const { user } = renderScorecardPages(SCORECARD_PATH);

    const block = await screen.findByRole('region', { name: 'Interview 1' });
    await user.type(within(block).getByRole('textbox', { name: 'Technical Skills' }), ' Rusty on SQL.');
    await user.click(within(block).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(EVALUATION_SAVE_FAILED)).toBeInTheDocument();
    expect(within(block).getByRole('textbox', { name: 'Technical Skills' })).toHaveValue(
      'Solid fundamentals. Rusty on SQL.',
    );
    expect(within(block).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('keeps a dirty flag per interview', async () => {
    scorecardServer(aScorecard({ sessions: [aSessionDetail(), aSessionDetail({ id: OTHER_SESSION_ID })] }));
    const { user } = renderScorecardPages(SCORECARD_PATH);

    await screen.findByRole('region', { name: 'Interview 2' });
    await user.type(within(interview(2)).getByRole('textbox', { name: 'Communication' }), ' Very.');

    expect(within(interview(2)).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(within(interview(1)).getByRole('button', { name: 'No Changes' })).toBeDisabled();
  });
});
