import { describe, expect, it } from 'vitest';
import { canSaveDraft } from './application-choice.ts';
import { applicationForm, draftFields, draftOptions, NEW_COMPANY, NEW_JOB } from './application-form.ts';

const options = {
  jobs: [{ id: 'job-1', title: 'Rocket Engineer', companyName: 'Acme Corp' }],
  companies: [{ id: 'company-1', name: 'Globex' }],
};
const blank = applicationForm();

describe('application modal rules', () => {
  it('needs a job opening, or a job title with a company', () => {
    const save = (form: Partial<typeof blank>) => canSaveDraft(draftFields({ ...blank, ...form }, options));
    expect(save({})).toBe(false);
    expect(save({ job: 'job-1' })).toBe(true);
    expect(save({ job: NEW_JOB })).toBe(false);
    expect(save({ job: NEW_JOB, jobTitle: 'Designer' })).toBe(false);
    expect(save({ job: NEW_JOB, jobTitle: '  ', company: 'company-1' })).toBe(false);
    expect(save({ job: NEW_JOB, jobTitle: 'Designer', company: 'company-1' })).toBe(true);
    expect(save({ job: NEW_JOB, jobTitle: 'Designer', company: NEW_COMPANY })).toBe(false);
    expect(save({ job: NEW_JOB, jobTitle: 'Designer', company: NEW_COMPANY, companyName: 'Initech' })).toBe(
      true,
    );
  });

  it('takes the title and company of an existing job opening', () => {
    expect(draftFields({ ...blank, job: 'job-1', jobTitle: 'typed before' }, options)).toMatchObject({
      jobOpeningId: 'job-1',
      jobTitle: 'Rocket Engineer',
      companyName: 'Acme Corp',
    });
  });

  it('reopens a draft with its choices', () => {
    const fields = draftFields(
      { ...blank, job: NEW_JOB, jobTitle: 'Designer', company: NEW_COMPANY, companyName: 'Initech' },
      options,
    );
    const form = applicationForm({ ...fields, kind: 'draft', key: 'draft-1' });
    expect(form).toMatchObject({
      job: NEW_JOB,
      jobTitle: 'Designer',
      company: NEW_COMPANY,
      companyName: 'Initech',
    });
    const existing = applicationForm({
      ...draftFields({ ...blank, job: 'job-1' }, options),
      kind: 'draft',
      key: 'k',
    });
    expect(existing).toMatchObject({ job: 'job-1', company: '' });
  });

  it('keeps the job opening or company a draft names as chosen, so reopening it saves the same', () => {
    const job = { ...draftFields({ ...blank, job: 'job-1' }, options), kind: 'draft' as const, key: 'a' };
    expect(draftOptions(job)).toEqual({ jobs: options.jobs, companies: [] });
    expect(draftFields(applicationForm(job), draftOptions(job))).toMatchObject({ jobOpeningId: 'job-1' });
    const newJob = {
      ...draftFields({ ...blank, job: NEW_JOB, jobTitle: 'Designer', company: 'company-1' }, options),
      kind: 'draft' as const,
      key: 'b',
    };
    expect(draftOptions(newJob)).toEqual({ jobs: [], companies: options.companies });
    expect(draftFields(applicationForm(newJob), draftOptions(newJob))).toMatchObject({
      jobTitle: 'Designer',
      companyId: 'company-1',
      companyName: 'Globex',
    });
    expect(draftOptions()).toEqual({ jobs: [], companies: [] });
  });
});
