import type { ApplicationDto, ApplicationListItem } from '#contracts/applications.ts';
import type { CandidateApplicationStats } from '#contracts/candidates.ts';
import type { JobOpeningApplicationStats } from '#contracts/job-openings.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AggregateMemo } from './aggregate-memo.ts';
import { type ApplicationFilter, applicationsList } from './lists/applications.list.ts';
import { type EncodedPage, withTotal } from './lists/list-pages.ts';
import type { PipelineRepositories } from './transaction.ts';

type Deps = {
  repos: Pick<PipelineRepositories, 'applications' | 'candidates' | 'jobOpenings'>;
  aggregates: AggregateMemo;
};

/** Applications per job opening and per candidate: 404 unless the parent is the user's. */
export function createApplicationListsService({ repos, aggregates }: Deps) {
  const { applications, candidates, jobOpenings } = repos;

  const ownJobOpening = async (userId: string, id: string) => {
    if (!(await jobOpenings.findById(userId, id))) throw AppError.notFound('Job opening');
  };
  const ownCandidate = async (userId: string, id: string) => {
    if (!(await candidates.findById(userId, id))) throw AppError.notFound('Candidate');
  };

  return {
    async ofJobOpening(
      userId: string,
      jobOpeningId: string,
      filter: ApplicationFilter,
    ): Promise<EncodedPage<ApplicationListItem>> {
      await ownJobOpening(userId, jobOpeningId);
      const scoped = { ...filter, jobOpeningId };
      const page = await applications.list(userId, scoped);
      return withTotal(page, () =>
        aggregates.total(userId, applicationsList.name, scoped, () => applications.count(userId, scoped)),
      );
    },

    /** Total Applications, In Review (screening or interviewing), Offers Extended, Hired. */
    async statsOfJobOpening(userId: string, jobOpeningId: string): Promise<JobOpeningApplicationStats> {
      await ownJobOpening(userId, jobOpeningId);
      const { total, inReview, offers, hired } = await applications.statusCounts(userId, { jobOpeningId });
      return { total, inReview, offers, hired };
    },

    async ofCandidate(userId: string, candidateId: string): Promise<ApplicationDto[]> {
      await ownCandidate(userId, candidateId);
      return applications.listOfCandidate(userId, candidateId);
    },

    /** Total, In Progress (applied, screening or interviewing), Offers Received, Hired. */
    async statsOfCandidate(userId: string, candidateId: string): Promise<CandidateApplicationStats> {
      await ownCandidate(userId, candidateId);
      const { total, inProgress, offers, hired } = await applications.statusCounts(userId, { candidateId });
      return { total, inProgress, offers, hired };
    },
  };
}
export type ApplicationListsService = ReturnType<typeof createApplicationListsService>;
