/**
 * The lookups of the create screen read other features' endpoints, so their keys start with those
 * API paths: a change there (a new candidate, a renamed company) refreshes them here too. Option
 * lists live in `web/lib/selector-queries.ts`, shared with the other screens.
 */
export const lookupKeys = {
  candidateApplications: (candidateId: string) => ['/api/applications', 'candidate', candidateId] as const,
  jobOpening: (id: string) => ['/api/job-openings', 'detail', id] as const,
  company: (id: string) => ['/api/companies', 'detail', id] as const,
  templates: () => ['/api/interview-setup/templates', 'list'] as const,
  scorecardTitles: () => ['/api/interview-setup/scorecards', 'titles'] as const,
  agendaTitles: () => ['/api/interview-setup/agendas', 'titles'] as const,
};

/** What creating a session with new records may have added to (refreshed afterwards). */
export const PIPELINE_KEYS = [
  ['/api/candidates'],
  ['/api/companies'],
  ['/api/job-openings'],
  ['/api/applications'],
];
