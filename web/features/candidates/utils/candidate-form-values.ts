import type { CandidateDto, CandidateInput } from '#contracts/candidates.ts';

/**
 * The form's starting values: a candidate's fields, with empty strings for missing ones. File
 * attachments are not edited by the form but ride along, so saving keeps them.
 */
export function candidateFormValues(candidate?: CandidateDto): CandidateInput {
  return {
    firstName: candidate?.firstName ?? '',
    lastName: candidate?.lastName ?? '',
    email: candidate?.email ?? '',
    phone: candidate?.phone ?? '',
    location: candidate?.location ?? '',
    linkedinUrl: candidate?.linkedinUrl ?? '',
    portfolioUrl: candidate?.portfolioUrl ?? '',
    currentCompany: candidate?.currentCompany ?? '',
    currentTitle: candidate?.currentTitle ?? '',
    experienceLevel: candidate?.experienceLevel ?? null,
    summary: candidate?.summary ?? '',
    skills: candidate?.skills ?? [],
    education: candidate?.education ?? '',
    workExperience: candidate?.workExperience ?? '',
    resumeText: candidate?.resumeText ?? '',
    fileAttachments: candidate?.fileAttachments ?? [],
  };
}
