import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DECISION_GENERATION_FAILED,
  DECISION_REQUIRED_MESSAGE,
  DECISION_SAVE_FAILED,
} from '#contracts/candidate-scorecards.ts';
import { apiError, json } from '#web/test/fetch-stub.ts';
import { renderScorecardPages } from '../testing/render-scorecard-pages.tsx';
import { aGeneratedDecision, aScorecard, aSessionDetail, SESSION_ID } from '../testing/scorecard-fixtures.ts';
import { SCORECARD_PATH, scorecardServer } from '../testing/scorecard-server.ts';

const GENERATE = `POST /api/sessions/${SESSION_ID}/evaluation/generate-decision`;
const SAVE = `POST /api/sessions/${SESSION_ID}/evaluation/save-decision`;

function savedAnswer(decision: string) {
  return json(200, {
    decision,
    decisionSavedAt: new Date().toISOString(),
    decisionAuthor: 'ai_edited',
    aiDecision: aGeneratedDecision(),
  });
}

async function decisionRegion() {
  const block = await screen.findByRole('region', { name: 'Interview 1' });
  return within(block).getByRole('group', { name: 'AI Decision' });
}

describe('interview decision', () => {
  it('generates a draft into the text area with its recommendation, evidence and notice', async () => {
    const { sent } = scorecardServer(aScorecard(), { [GENERATE]: () => json(200, aGeneratedDecision()) });
    const { user } = renderScorecardPages(SCORECARD_PATH);

    const region = await decisionRegion();
    expect(within(region).getByRole('textbox', { name: 'Decision' })).toHaveValue('');
    await user.click(within(region).getByRole('button', { name: 'Generate Decision' }));

    expect(await screen.findByText('Decision Generated')).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: 'Decision' })).toHaveValue(
      'Hire: strong system design, clear communication.',
    );
    expect(within(region).getByText('AI draft, not saved yet')).toBeInTheDocument();
    expect(within(region).getByText('Hire')).toBeInTheDocument();
    expect(within(region).getByText('Drafted by the built-in offline assistant.')).toBeInTheDocument();
    const evidence = within(within(region).getByRole('list', { name: 'Evidence' })).getAllByRole('listitem');
    expect(evidence.map((item) => item.textContent)).toEqual([
      '“I sharded the queue by tenant”Strength · Transcript · Candidate',
      '“Unsure about testing”Concern · Evaluation · Testing',
    ]);
    expect(sent(GENERATE)[0]?.init?.body).toBeUndefined();
  });

  it('shows "Generating..." while the draft is written', async () => {
    let answer: (response: Response) => void = () => {};
    scorecardServer(aScorecard(), {
      [GENERATE]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderScorecardPages(SCORECARD_PATH);

    const region = await decisionRegion();
    await user.click(within(region).getByRole('button', { name: 'Generate Decision' }));

    expect(within(region).getByRole('button', { name: 'Generating...' })).toBeDisabled();
    answer(json(200, aGeneratedDecision()));
    expect(await within(region).findByRole('button', { name: 'Generate Decision' })).toBeEnabled();
  });

  it('saves the edited text and says "Decision Saved"', async () => {
    const { sent } = scorecardServer(aScorecard(), {
      [GENERATE]: () => json(200, aGeneratedDecision()),
      [SAVE]: ({ body }) => savedAnswer((body as { decision: string }).decision.trim()),
    });
    const { user } = renderScorecardPages(SCORECARD_PATH);

    const region = await decisionRegion();
    await user.click(within(region).getByRole('button', { name: 'Generate Decision' }));
    await screen.findByText('Decision Generated');
    const field = within(region).getByRole('textbox', { name: 'Decision' });
    await user.type(field, ' Check references.');
    expect(within(region).getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Save Decision' }));

    expect(await screen.findByText('Decision Saved')).toBeInTheDocument();
    expect(sent(SAVE).map((r) => r.body)).toEqual([
      { decision: 'Hire: strong system design, clear communication. Check references.' },
    ]);
    expect(within(region).getByText('Saved decision · AI-drafted, changed by a person')).toBeInTheDocument();
  });

  it('refuses to save blank text without calling the server', async () => {
    const { sent } = scorecardServer(aScorecard());
    const { user } = renderScorecardPages(SCORECARD_PATH);

    const region = await decisionRegion();
    await user.type(within(region).getByRole('textbox', { name: 'Decision' }), '   ');
    await user.click(within(region).getByRole('button', { name: 'Save Decision' }));

    expect(within(region).getByRole('alert')).toHaveTextContent(DECISION_REQUIRED_MESSAGE);
    expect(within(region).getByRole('textbox', { name: 'Decision' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent(SAVE)).toHaveLength(0);
  });

  it('opens with the saved decision, not the newer AI draft', async () => {
    const session = aSessionDetail({
      decision: {
        decision: 'Strong hire after the panel debrief.',
        decisionAuthor: 'ai_edited',
        decisionSavedAt: new Date().toISOString(),
        aiDecision: aGeneratedDecision(),
      },
    });
    scorecardServer(aScorecard({ sessions: [session] }));
    renderScorecardPages(SCORECARD_PATH);

    const region = await decisionRegion();
    expect(within(region).getByRole('textbox', { name: 'Decision' })).toHaveValue(
      'Strong hire after the panel debrief.',
    );
    expect(within(region).getByText(/^Saved decision/)).toBeInTheDocument();
  });

  it('falls back to the last AI draft, marked as a draft, when nothing is saved', async () => {
    const session = aSessionDetail({
      decision: {
        decision: null,
        decisionSavedAt: null,
        decisionAuthor: null,
        aiDecision: aGeneratedDecision(),
      },
    });
    scorecardServer(aScorecard({ sessions: [session] }));
    renderScorecardPages(SCORECARD_PATH);

    const region = await decisionRegion();
    expect(within(region).getByRole('textbox', { name: 'Decision' })).toHaveValue(
      'Hire: strong system design, clear communication.',
    );
    expect(within(region).getByText('AI draft, not saved yet')).toBeInTheDocument();
  });

  it('shows the server message when generation fails, and the spec text when there is none', async () => {
    let withMessage = true;
    scorecardServer(aScorecard(), {
      [GENERATE]: () => {
        if (withMessage) return apiError(504, 'ai_timeout', 'The model took too long to answer');
        throw new TypeError('Failed to fetch'); // the network is down: no server message
      },
    });
    const { user } = renderScorecardPages(SCORECARD_PATH);

    const region = await decisionRegion();
    await user.click(within(region).getByRole('button', { name: 'Generate Decision' }));
    expect(await screen.findByText('The model took too long to answer')).toBeInTheDocument();

    withMessage = false;
    await user.click(within(region).getByRole('button', { name: 'Generate Decision' }));
    expect(await screen.findByText(DECISION_GENERATION_FAILED)).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: 'Decision' })).toHaveValue('');
  });

  it('says "Failed to save interview decision." and keeps the text when the save fails', async () => {
    scorecardServer(aScorecard(), { [SAVE]: () => apiError(500, 'internal', 'Internal server error') });
    const { user } = renderScorecardPages(SCORECARD_PATH);

    const region = await decisionRegion();
    await user.type(within(region).getByRole('textbox', { name: 'Decision' }), 'No hire.');
    await user.click(within(region).getByRole('button', { name: 'Save Decision' }));

    expect(await screen.findByText(DECISION_SAVE_FAILED)).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: 'Decision' })).toHaveValue('No hire.');
  });
});

describe('a decision the interviewer wrote', () => {
  it('is never replaced by a new draft; the draft is offered beside it', async () => {
    const session = aSessionDetail({
      decision: {
        decision: 'Hire: calm, safe and specific.',
        decisionAuthor: 'person',
        decisionSavedAt: new Date().toISOString(),
        aiDecision: null,
      },
    });
    scorecardServer(aScorecard({ sessions: [session] }), {
      [GENERATE]: () => json(200, aGeneratedDecision()),
    });
    const { user } = renderScorecardPages(SCORECARD_PATH);

    const region = await decisionRegion();
    await user.click(within(region).getByRole('button', { name: 'Generate Decision' }));
    await screen.findByText('Decision Generated');
    const field = within(region).getByRole('textbox', { name: 'Decision' });
    expect(field).toHaveValue('Hire: calm, safe and specific.');
    expect(within(region).getByText(/Your decision text was kept/)).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Replace my text with the draft' }));
    expect(field).toHaveValue('Hire: strong system design, clear communication.');
  });
});
