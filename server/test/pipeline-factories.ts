import { randomBytes } from 'node:crypto';
import { ApplicationInput } from '#contracts/applications.ts';
import { CandidateInput } from '#contracts/candidates.ts';
import { CompanyInput } from '#contracts/companies.ts';
import { JobOpeningInput } from '#contracts/job-openings.ts';
import type { App } from '#server/app.ts';

const tag = () => randomBytes(3).toString('hex');

/** Pipeline records of a given user, built through the services (bodies parsed by the contracts). */
export function pipelineFactories(app: App) {
  const { companies, jobOpenings, candidates, applications } = app.services;

  const company = (userId: string, overrides: Partial<CompanyInput> = {}) =>
    companies.create(userId, CompanyInput.parse({ name: `Company ${tag()}`, ...overrides }));

  /** Under `companyId`, or under a new company of the same user. */
  const jobOpening = async (userId: string, overrides: Partial<JobOpeningInput> = {}) => {
    const companyId = overrides.companyId ?? (await company(userId)).id;
    return jobOpenings.create(
      userId,
      JobOpeningInput.parse({ title: `Job ${tag()}`, ...overrides, companyId }),
    );
  };

  const candidate = (userId: string, overrides: Partial<CandidateInput> = {}) =>
    candidates.create(
      userId,
      CandidateInput.parse({ firstName: 'Ada', lastName: `L-${tag()}`, ...overrides }),
    );

  /** For `candidateId` and `jobOpeningId`, or for new ones of the same user. */
  const application = async (userId: string, overrides: Partial<ApplicationInput> = {}) => {
    const candidateId = overrides.candidateId ?? (await candidate(userId)).id;
    const jobOpeningId = overrides.jobOpeningId ?? (await jobOpening(userId)).id;
    return applications.create(userId, ApplicationInput.parse({ ...overrides, candidateId, jobOpeningId }));
  };

  return { company, jobOpening, candidate, application };
}
