import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe-violations.ts';
import { answerWith, generateWith, item, region, statusOf } from '../testing/page-steps.ts';
import { anOutput, GENERATE, stubServer } from '../testing/quick-create-fixtures.ts';
import { renderQuickCreate } from '../testing/render-quick-create.tsx';

describe('quick create, step 2', () => {
  it('shows the session details, the summary and every change type for review', async () => {
    stubServer({ [GENERATE]: answerWith(anOutput()) });
    const { user } = renderQuickCreate();
    await generateWith(user);

    expect(screen.getByLabelText('Interview Title')).toHaveValue(
      'Coding screen: Senior Backend Engineer — Ada Lovelace',
    );
    expect(screen.getByLabelText('Candidate Name *')).toHaveValue('Ada Lovelace');
    const summary = region('AI Enhancement Summary');
    for (const [label, value] of [
      ['Items kept', '2'],
      ['Items modified', '2'],
      ['Items added', '3'],
      ['Items removed', '1'],
    ] as const) {
      expect(within(summary).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(summary).getByText('Agenda fitted to 15–30 minutes')).toBeInTheDocument();

    const exercise = item('Agenda Review', 'Coding exercise');
    expect(within(exercise).getByText('MODIFIED', { ignore: 'article article *' })).toBeInTheDocument();
    expect(
      within(exercise).getByText('Shortened from 30 to 15 min to fit 15–30 minutes'),
    ).toBeInTheDocument();
    expect(within(exercise).getByText('Original · 30 min').nextElementSibling).toHaveTextContent(
      'Solve a graph problem',
    );
    expect(within(exercise).getByText('New · 15 min').nextElementSibling).toHaveTextContent(
      'Design a queue consumer with Kafka',
    );
    // Children are nested in their parent and reviewed on their own.
    const followUp = within(exercise).getByRole('article', { name: 'Follow-up: scaling' });
    expect(within(followUp).getByText('ADDED')).toBeInTheDocument();
    expect(within(item('Agenda Review', 'Introductions')).getByText('KEPT')).toBeInTheDocument();
    expect(within(item('Agenda Review', 'Questions')).getByText('REMOVED')).toBeInTheDocument();
    expect(statusOf('Agenda Review', 'Introductions')).toBe('Kept');
    expect(statusOf('Agenda Review', 'Coding exercise')).toBe('Pending');
    expect(statusOf('Agenda Review', 'Questions')).toBe('Pending');
    expect(within(region('Agenda Review')).getByRole('button', { name: 'Accept All (4)' })).toBeEnabled();

    // The scorecard labels every section with text MODIFIED and every empty one KEPT.
    expect(within(item('Scorecard Review', 'Kafka depth')).getByText('MODIFIED')).toBeInTheDocument();
    expect(within(item('Scorecard Review', 'Communication')).getByText('KEPT')).toBeInTheDocument();
    expect(statusOf('Scorecard Review', 'Communication')).toBe('Kept');
    expect(within(region('Scorecard Review')).getByRole('button', { name: 'Accept All (2)' })).toBeEnabled();

    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
    expect(levels).toContain(5);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('drives the item states with Accept, Edit and Save, Accept All and Reset', async () => {
    stubServer({ [GENERATE]: answerWith(anOutput()) });
    const { user } = renderQuickCreate();
    await generateWith(user);
    const agenda = within(region('Agenda Review'));

    await user.click(agenda.getByRole('button', { name: 'Accept Coding exercise' }));
    expect(statusOf('Agenda Review', 'Coding exercise')).toBe('Accepted');
    expect(agenda.queryByRole('button', { name: 'Accept Coding exercise' })).not.toBeInTheDocument();
    expect(statusOf('Agenda Review', 'Follow-up: scaling')).toBe('Pending');
    expect(agenda.getByRole('button', { name: 'Accept All (3)' })).toBeInTheDocument();

    await user.click(agenda.getByRole('button', { name: 'Edit Role requirements: SQL' }));
    const text = agenda.getByLabelText('Your text for Role requirements: SQL');
    expect(text).toHaveValue('Ask about data modelling');
    await user.clear(text);
    await user.type(text, 'Ask about indexes');
    await user.click(agenda.getByRole('button', { name: 'Save Role requirements: SQL' }));
    expect(statusOf('Agenda Review', 'Role requirements: SQL')).toBe('Edited');
    const requirements = item('Agenda Review', 'Role requirements: SQL');
    expect(within(requirements).getByText('Your edit').nextElementSibling).toHaveTextContent(
      'Ask about indexes',
    );
    expect(agenda.getByRole('button', { name: 'Accept All (2)' })).toBeInTheDocument();

    await user.click(agenda.getByRole('button', { name: 'Accept All (2)' }));
    expect(statusOf('Agenda Review', 'Questions')).toBe('Accepted');
    expect(statusOf('Agenda Review', 'Follow-up: scaling')).toBe('Accepted');
    expect(statusOf('Agenda Review', 'Role requirements: SQL')).toBe('Edited');
    expect(agenda.getByRole('button', { name: 'Accept All (0)' })).toBeDisabled();

    await user.click(agenda.getByRole('button', { name: 'Reset' }));
    expect(statusOf('Agenda Review', 'Introductions')).toBe('Accepted');
    for (const title of ['Coding exercise', 'Follow-up: scaling', 'Role requirements: SQL', 'Questions'])
      expect(statusOf('Agenda Review', title)).toBe('Pending');
    expect(agenda.getByRole('button', { name: 'Accept All (4)' })).toBeEnabled();
    // The scorecard's review is its own.
    expect(within(region('Scorecard Review')).getByRole('button', { name: 'Accept All (2)' })).toBeEnabled();
  });
});
