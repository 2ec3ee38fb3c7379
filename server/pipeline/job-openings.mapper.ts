import { type JobOpeningDto, JobStatus } from '#contracts/job-openings.ts';
import type { JobOpeningRow } from './job-openings.repository.ts';

/** `overdue` is derived at read time (due-dates.ts `overdueBefore`), never stored. */
export function toJobOpeningDto(row: JobOpeningRow, overdueBefore: Date): JobOpeningDto {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    location: row.location,
    salaryRange: row.salaryRange,
    employmentType: row.employmentType,
    status: JobStatus.parse(row.status),
    dueDate: row.dueDate ? row.dueDate.toISOString() : null,
    overdue: row.dueDate !== null && row.dueDate.getTime() < overdueBefore.getTime(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
