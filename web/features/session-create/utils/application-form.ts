import type { ApplicationStatus } from '#contracts/applications.ts';
import type { CompanyOption } from '#contracts/companies.ts';
import type { JobOpeningOption } from '#contracts/job-openings.ts';
import type { ApplicationDraft, DraftFields } from './application-choice.ts';

/** The select values for "Create New Job Opening" and "Create New Company". */
export const NEW_JOB = 'new';
export const NEW_COMPANY = 'new';

/** What the application modal holds; `job` and `company` are '' (none), "new" or an id. */
export type ApplicationForm = {
  job: string;
  jobTitle: string;
  company: string;
  companyName: string;
  status: ApplicationStatus;
  notes: string;
};

export function applicationForm(draft?: ApplicationDraft): ApplicationForm {
  if (!draft) return { job: '', jobTitle: '', company: '', companyName: '', status: 'applied', notes: '' };
  const newCompany = draft.companyName.trim() === '' ? '' : NEW_COMPANY;
  return {
    job: draft.jobOpeningId ?? NEW_JOB,
    jobTitle: draft.jobOpeningId ? '' : draft.jobTitle,
    company: draft.companyId ?? (draft.jobOpeningId ? '' : newCompany),
    companyName: draft.companyId ? '' : draft.companyName,
    status: draft.status,
    notes: draft.notes,
  };
}

/** Job openings and companies the form can name: those chosen so far. */
export type ChosenOptions = { jobs: readonly JobOpeningOption[]; companies: readonly CompanyOption[] };

/** The job opening or company a draft names, so that reopening it keeps them chosen. */
export function draftOptions(draft?: ApplicationDraft): ChosenOptions {
  if (!draft) return { jobs: [], companies: [] };
  const { jobOpeningId, companyId, jobTitle, companyName } = draft;
  return {
    jobs: jobOpeningId ? [{ id: jobOpeningId, title: jobTitle, companyName }] : [],
    companies: companyId ? [{ id: companyId, name: companyName }] : [],
  };
}

/** The draft the form describes; an existing job opening brings its title and company name. */
export function draftFields(form: ApplicationForm, { jobs, companies }: ChosenOptions): DraftFields {
  const { status, notes } = form;
  const none = { jobOpeningId: null, jobTitle: '', companyId: null, companyName: '', status, notes };
  if (form.job === '') return none;
  if (form.job !== NEW_JOB) {
    const job = jobs.find((option) => option.id === form.job);
    return job ? { ...none, jobOpeningId: job.id, jobTitle: job.title, companyName: job.companyName } : none;
  }
  if (form.company === NEW_COMPANY || form.company === '') {
    return { ...none, jobTitle: form.jobTitle, companyName: form.company === '' ? '' : form.companyName };
  }
  const company = companies.find((option) => option.id === form.company);
  return {
    ...none,
    jobTitle: form.jobTitle,
    companyId: company ? company.id : null,
    companyName: company ? company.name : '',
  };
}
