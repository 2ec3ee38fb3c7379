import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '#web/test/fetch-stub.ts';
import { renderCreateSession } from '../testing/render-create-session.tsx';
import {
  COMPANY_ID,
  COMPANY_OPTIONS,
  JOB_ID,
  JOB_OPTIONS,
  stubServer,
} from '../testing/session-create-fixtures.ts';
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

  it('searches job openings and companies on the server and keeps the chosen ones listed', async () => {
    const { sent, requests } = stubServer({
      'GET /api/job-openings/options?search=rocket': () => json(200, JOB_OPTIONS),
      'GET /api/job-openings/options?search=zzz': () => json(200, []),
      'GET /api/companies/options?search=acme': () => json(200, COMPANY_OPTIONS),
      'GET /api/companies/options?search=zzz': () => json(200, []),
    });
    const onSave = vi.fn();
    const { user } = renderCreateSession(
      <ApplicationModal target="new" onSave={onSave} onClose={() => {}} />,
    );
    const search = async (name: string, text: string) => {
      const box = modal().getByRole('searchbox', { name });
      await user.clear(box);
      await user.type(box, text);
    };

    await modal().findByRole('option', { name: 'Rocket Engineer at Acme Corp' });
    await search('Search job openings', 'rocket');
    await waitFor(() => expect(sent('GET /api/job-openings/options?search=rocket')).toHaveLength(1));
    await user.selectOptions(modal().getByLabelText('Job Opening *'), 'Rocket Engineer at Acme Corp');
    await search('Search job openings', 'zzz');
    await waitFor(() => expect(sent('GET /api/job-openings/options?search=zzz')).toHaveLength(1));
    expect(modal().getByLabelText('Job Opening *')).toHaveValue(JOB_ID);
    expect(modal().getByRole('option', { name: 'Rocket Engineer at Acme Corp' })).toBeInTheDocument();
    await user.click(addButton());
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({
        jobOpeningId: JOB_ID,
        jobTitle: 'Rocket Engineer',
        companyName: 'Acme Corp',
      }),
    );

    await user.selectOptions(modal().getByLabelText('Job Opening *'), 'Create New Job Opening');
    await user.type(modal().getByLabelText('Job Title *'), 'Designer');
    expect(modal().getByLabelText('Company *')).toHaveAttribute('aria-required', 'true');
    await search('Search companies', 'acme');
    await waitFor(() => expect(sent('GET /api/companies/options?search=acme')).toHaveLength(1));
    await user.selectOptions(modal().getByLabelText('Company *'), 'Acme Corp');
    await search('Search companies', 'zzz');
    await waitFor(() => expect(sent('GET /api/companies/options?search=zzz')).toHaveLength(1));
    expect(modal().getByLabelText('Company *')).toHaveValue(COMPANY_ID);
    expect(modal().getByRole('option', { name: 'Acme Corp' })).toBeInTheDocument();
    await user.click(addButton());
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ jobOpeningId: null, jobTitle: 'Designer', companyId: COMPANY_ID }),
    );
    expect(requests.filter((r) => /\/api\/(job-openings|companies)\/[0-9a-f-]+$/.test(r.path))).toEqual([]);
  });

  it('reopens a draft of an existing job opening under its name, without looking it up', async () => {
    const { requests } = stubServer({ 'GET /api/job-openings/options': () => json(200, []) });
    const draft: ApplicationDraft = {
      kind: 'draft',
      key: 'draft-2',
      jobOpeningId: JOB_ID,
      jobTitle: 'Rocket Engineer',
      companyId: null,
      companyName: 'Acme Corp',
      status: 'applied',
      notes: '',
    };
    renderCreateSession(<ApplicationModal target={draft} onSave={() => {}} onClose={() => {}} />);

    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/job-openings/options'));
    expect(modal().getByLabelText('Job Opening *')).toHaveValue(JOB_ID);
    expect(modal().getByRole('option', { name: 'Rocket Engineer at Acme Corp' })).toBeInTheDocument();
    expect(requests.map((r) => r.path)).not.toContain(`/api/job-openings/${JOB_ID}`);
  });
});
