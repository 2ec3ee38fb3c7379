import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DURATION_ORDER_MESSAGE,
  INVALID_FILE_TITLE,
  JOB_ROLE_REQUIRED,
  PDF_REQUIRED_MESSAGE,
} from '#contracts/quick-create.ts';
import { axeViolations } from '../testing/axe-violations.ts';
import { generateButton, jobRoleField, maxSlider, minSlider, slide } from '../testing/page-steps.ts';
import { aPdf, GENERATE, stubServer } from '../testing/quick-create-fixtures.ts';
import { renderQuickCreate } from '../testing/render-quick-create.tsx';

const INTERVIEW_TYPES = ['Recruiter screen', 'Coding screen', 'Coding onsite', 'Values', 'System design'];

describe('quick create, step 1', () => {
  it('opens on step 1 with the spec defaults and a link back to the sessions', async () => {
    stubServer();
    renderQuickCreate();

    expect(screen.getByRole('heading', { level: 1, name: 'Quick Create Interview' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Provide interview details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sessions' })).toHaveAttribute('href', '/sessions');
    const type = screen.getByLabelText('Interview Type');
    expect(type).toHaveValue('Recruiter screen');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(INTERVIEW_TYPES);
    for (const [slider, value] of [
      [minSlider(), 15],
      [maxSlider(), 30],
    ] as const) {
      expect(slider).toHaveAttribute('type', 'range');
      expect(slider).toHaveAttribute('min', '5');
      expect(slider).toHaveAttribute('max', '60');
      expect(slider).toHaveAttribute('step', '1');
      expect(slider).toHaveValue(String(value));
      expect(slider).toHaveAttribute('aria-valuetext', `${value} minutes`);
    }
    expect(screen.getByText('15 min')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    const scorecard = screen.getByRole('group', { name: 'Scorecard Template' });
    expect(within(scorecard).getByRole('radio', { name: 'Create new' })).toBeChecked();
    expect(within(scorecard).getByLabelText('New scorecard content')).toBeInTheDocument();
    expect(screen.getByLabelText('Resume (PDF, optional)')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('LinkedIn Profile (PDF, optional)')).toHaveAttribute('type', 'file');
    expect(generateButton()).toHaveTextContent('Generate');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('requires a job role and a maximum no shorter than the minimum before generating', async () => {
    const { sent } = stubServer();
    const { user } = renderQuickCreate();

    await user.click(generateButton());
    expect(await screen.findByText(JOB_ROLE_REQUIRED)).toBeInTheDocument();
    expect(jobRoleField()).toHaveAttribute('aria-invalid', 'true');
    expect(jobRoleField()).toHaveFocus();
    await user.type(jobRoleField(), 'Account Executive');
    expect(screen.queryByText(JOB_ROLE_REQUIRED)).not.toBeInTheDocument();

    slide(minSlider(), 40);
    expect(screen.getByText('40 min')).toBeInTheDocument();
    expect(minSlider()).toHaveAttribute('aria-valuetext', '40 minutes');
    const message = screen.getByText(DURATION_ORDER_MESSAGE);
    expect(maxSlider()).toHaveAttribute('aria-invalid', 'true');
    expect(maxSlider().getAttribute('aria-describedby')).toBe(message.id);
    await user.click(generateButton());
    expect(maxSlider()).toHaveFocus();

    slide(maxSlider(), 40);
    expect(screen.queryByText(DURATION_ORDER_MESSAGE)).not.toBeInTheDocument();
    expect(sent(GENERATE)).toHaveLength(0);
  });

  it('asks for a template when "Use existing" is chosen and lists the user\'s own', async () => {
    const { sent } = stubServer();
    const { user } = renderQuickCreate();
    await user.type(jobRoleField(), 'Engineer');
    const agenda = screen.getByRole('group', { name: 'Agenda Template' });

    await user.click(within(agenda).getByRole('radio', { name: 'Use existing' }));
    const select = within(agenda).getByLabelText('Existing agenda');
    await within(agenda).findByRole('option', { name: 'Standard coding screen' });
    await user.click(generateButton());

    expect(screen.getByText('Choose an agenda')).toBeInTheDocument();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Standard coding screen');
    expect(screen.queryByText('Choose an agenda')).not.toBeInTheDocument();
    expect(sent(GENERATE)).toHaveLength(0);
  });

  it('refuses a file that is not a PDF and keeps a PDF until it is removed', async () => {
    stubServer();
    const { user } = renderQuickCreate();
    const input = screen.getByLabelText('Resume (PDF, optional)');

    await user.upload(input, new File(['hello'], 'resume.docx', { type: 'application/msword' }));
    expect(await screen.findByText(INVALID_FILE_TITLE)).toBeInTheDocument();
    expect(screen.getByText(PDF_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.queryByText('resume.docx')).not.toBeInTheDocument();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(input, huge);
    expect(await screen.findByText('The resume PDF is larger than 5 MB')).toBeInTheDocument();
    expect(screen.queryByText('scan.pdf')).not.toBeInTheDocument();

    await user.upload(input, aPdf());
    const chosen = screen.getByRole('group', { name: 'Resume (PDF, optional)' });
    expect(within(chosen).getByText('ada-lovelace.pdf')).toBeInTheDocument();
    await user.click(within(chosen).getByRole('button', { name: 'Remove resume ada-lovelace.pdf' }));
    expect(screen.queryByText('ada-lovelace.pdf')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Resume (PDF, optional)')).toHaveFocus();
  });
});
