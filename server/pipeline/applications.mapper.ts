import { type ApplicationDto, ApplicationStatus } from '#contracts/applications.ts';
import type { ApplicationRow } from './applications.repository.ts';

export function toApplicationDto(row: ApplicationRow): ApplicationDto {
  return {
    id: row.id,
    candidateId: row.candidateId,
    jobOpeningId: row.jobOpeningId,
    status: ApplicationStatus.parse(row.status),
    source: row.source,
    notes: row.notes,
    applicationDate: row.applicationDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    candidateFirstName: row.candidateFirstName,
    candidateLastName: row.candidateLastName,
    candidateEmail: row.candidateEmail,
    candidateCurrentTitle: row.candidateCurrentTitle,
    jobTitle: row.jobTitle,
    jobLocation: row.jobLocation,
    companyId: row.companyId,
    companyName: row.companyName,
  };
}
