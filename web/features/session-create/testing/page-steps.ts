import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The create page's submit button. */
export const submitButton = () =>
  screen.getByRole('button', { name: /Create Interview Session|Creating Session/ });

/** Chooses "Create New Candidate" and types the full name. */
export async function enterNewCandidate(user: UserEvent, fullName: string) {
  await user.selectOptions(screen.getByLabelText('Candidate *'), 'Create New Candidate');
  await user.type(screen.getByLabelText('Candidate Full Name *'), fullName);
}

/** Picks an existing candidate once the options have loaded. */
export async function chooseCandidate(user: UserEvent, name: string) {
  await screen.findByRole('option', { name });
  await user.selectOptions(screen.getByLabelText('Candidate *'), name);
}

type NewApplication = {
  job?: string;
  title?: string;
  company?: string;
  companyName?: string;
  status?: string;
  notes?: string;
};

/** Opens the application modal, fills it and adds the application. */
export async function addApplication(user: UserEvent, application: NewApplication) {
  await user.click(screen.getByRole('button', { name: 'Add Job Application' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Job Application' });
  const modal = within(dialog);
  const job = application.job ?? 'Create New Job Opening';
  await waitFor(() => expect(modal.getByRole('option', { name: job })).toBeInTheDocument());
  await user.selectOptions(modal.getByLabelText('Job Opening *'), job);
  if (application.title !== undefined)
    await user.type(modal.getByLabelText('Job Title *'), application.title);
  if (application.company !== undefined) {
    const company = application.company;
    await waitFor(() => expect(modal.getByRole('option', { name: company })).toBeInTheDocument());
    await user.selectOptions(modal.getByLabelText('Company *'), company);
  }
  if (application.companyName !== undefined) {
    await user.type(modal.getByLabelText('Company Name *'), application.companyName);
  }
  if (application.status !== undefined)
    await user.selectOptions(modal.getByLabelText('Status'), application.status);
  if (application.notes !== undefined) await user.type(modal.getByLabelText('Notes'), application.notes);
  await user.click(modal.getByRole('button', { name: 'Add Application' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
