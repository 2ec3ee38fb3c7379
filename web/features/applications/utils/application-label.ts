import type { ApplicationListItem } from '#contracts/applications.ts';

export function candidateName(
  application: Pick<ApplicationListItem, 'candidateFirstName' | 'candidateLastName'>,
) {
  return `${application.candidateFirstName} ${application.candidateLastName}`;
}

/** "Ada Lovelace for Rocket Engineer": names one application in labels and dialogs. */
export function applicationLabel(application: ApplicationListItem): string {
  return `${candidateName(application)} for ${application.jobTitle}`;
}
