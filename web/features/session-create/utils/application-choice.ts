import type { ApplicationDto, ApplicationStatus } from '#contracts/applications.ts';

/**
 * An application to create with the session. It names an existing job opening, or a new one
 * (its title) under an existing company or a new company (its name).
 */
export type ApplicationDraft = {
  kind: 'draft';
  /** Tells drafts apart in the list; never sent. */
  key: string;
  jobOpeningId: string | null;
  jobTitle: string;
  companyId: string | null;
  companyName: string;
  status: ApplicationStatus;
  notes: string;
};

/** A draft's fields, as the application modal gives them. */
export type DraftFields = Omit<ApplicationDraft, 'kind' | 'key'>;

/** An application the candidate already has, chosen as it is. */
export type ExistingApplication = { kind: 'existing'; key: string; application: ApplicationDto };

export type ApplicationChoice = ApplicationDraft | ExistingApplication;

/** Add/Update needs a job title and either an existing job opening or a company name (spec 000 §5). */
export function canSaveDraft(draft: DraftFields): boolean {
  return draft.jobTitle.trim() !== '' && (draft.jobOpeningId !== null || draft.companyName.trim() !== '');
}

/** "Rocket Engineer at Acme Corp". */
export function jobLabel(title: string, companyName: string): string {
  return `${title} at ${companyName}`;
}

export function choiceLabel(choice: ApplicationChoice): string {
  return choice.kind === 'draft'
    ? jobLabel(choice.jobTitle.trim(), choice.companyName.trim())
    : jobLabel(choice.application.jobTitle, choice.application.companyName);
}

export function choiceStatus(choice: ApplicationChoice): ApplicationStatus {
  return choice.kind === 'draft' ? choice.status : choice.application.status;
}
