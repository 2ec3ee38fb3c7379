import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCreateSession } from '../testing/render-create-session.tsx';
import { stubServer } from '../testing/session-create-fixtures.ts';
import type { ApplicationDraft } from '../utils/application-choice.ts';
import { ApplicationModal } from './application-modal.tsx';

const modal = () => within(screen.getByRole('dialog'));
const addButton = () => modal().getByRole('button', { name: 'Add Application' });

describe('application modal', () => {
  it('lists job openings as "title at company" and enables Add only with a title and a job or company', async () => {
    stubServer();
    const onSave = vi.fn();
    const { user } = renderCreateSession(
      <ApplicationModal target="new" onSave={onSave} onClose={() => {}} />,
    );

    expect(screen.getByRole('dialog', { name: 'Create Job Application' })).toBeInTheDocument();
    expect(await modal().findByRole('option', { name: 'Rocket Engineer at Acme Corp' })).toBeInTheDocument();
    expect(addButton()).toBeDisabled();

    await user.selectOptions(modal().getByLabelText('Job Opening *'), 'Create New Job Opening');
    expect(addButton()).toBeDisabled();
    await user.type(modal().getByLabelText('Job Title *'), '   ');
    await user.selectOptions(modal().getByLabelText('Company *'), 'Create New Company');
    await user.type(modal().getByLabelText('Company Name *'), 'Initech');
    expect(addButton()).toBeDisabled();
    await user.clear(modal().getByLabelText('Job Title *'));
    await user.type(modal().getByLabelText('Job Title *'), 'Designer');
    expect(addButton()).toBeEnabled();
    await user.clear(modal().getByLabelText('Company Name *'));
    expect(addButton()).toBeDisabled();
    await waitFor(() => expect(modal().getByRole('option', { name: 'Acme Corp' })).toBeInTheDocument());
    await user.selectOptions(modal().getByLabelText('Company *'), 'Acme Corp');
    expect(addButton()).toBeEnabled();

    await user.selectOptions(modal().getByLabelText('Job Opening *'), 'Rocket Engineer at Acme Corp');
    expect(modal().queryByLabelText('Job Title *')).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
    expect(
      modal().getAllByRole('option', {
        name: /Applied|Screening|Interviewing|Offer|Hired|Rejected|Withdrawn/,
      }),
    ).toHaveLength(7);
    await user.selectOptions(modal().getByLabelText('Status'), 'Hired');
    await user.type(modal().getByLabelText('Notes'), 'Referred by Grace');
    await user.click(addButton());

    expect(onSave).toHaveBeenCalledWith({
      jobOpeningId: expect.any(String),
      jobTitle: 'Rocket Engineer',
      companyId: null,
      companyName: 'Acme Corp',
      status: 'hired',
      notes: 'Referred by Grace',
    });
  });

  it('edits a draft with Update Application and closes on Cancel', async () => {
    stubServer();
    const onClose = vi.fn();
    const draft: ApplicationDraft = {
      kind: 'draft',
      key: 'draft-1',
      jobOpeningId: null,
      jobTitle: 'Designer',
      companyId: null,
      companyName: 'Initech',
      status: 'screening',
      notes: 'Strong portfolio',
    };
    const { user } = renderCreateSession(
      <ApplicationModal target={draft} onSave={() => {}} onClose={onClose} />,
    );

    expect(screen.getByRole('dialog', { name: 'Edit Job Application' })).toBeInTheDocument();
    expect(modal().getByLabelText('Job Opening *')).toHaveValue('new');
    expect(modal().getByLabelText('Job Title *')).toHaveValue('Designer');
    expect(modal().getByLabelText('Company Name *')).toHaveValue('Initech');
    expect(modal().getByLabelText('Status')).toHaveValue('screening');
    expect(modal().getByLabelText('Notes')).toHaveValue('Strong portfolio');
    expect(modal().getByRole('button', { name: 'Update Application' })).toBeEnabled();

    await user.click(modal().getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
