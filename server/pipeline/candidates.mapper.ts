import { type CandidateDto, ExperienceLevel } from '#contracts/candidates.ts';
import type { CandidateRow } from './candidates.repository.ts';

export function toCandidateDto(row: CandidateRow): CandidateDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    linkedinUrl: row.linkedinUrl,
    currentCompany: row.currentCompany,
    currentTitle: row.currentTitle,
    experienceLevel: row.experienceLevel === null ? null : ExperienceLevel.parse(row.experienceLevel),
    summary: row.summary,
    resumeText: row.resumeText,
    skills: row.skills,
    education: row.education,
    workExperience: row.workExperience,
    portfolioUrl: row.portfolioUrl,
    fileAttachments: row.fileAttachments,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
