const all = ['/api/interview-setup/scorecards'] as const;

/** Keys start with the API path, so invalidating `scorecardKeys.all` refreshes every scorecard query. */
export const scorecardKeys = {
  all,
  list: () => [...all, 'list'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
};

/** Interview templates show their scorecard's title; features do not import each other. */
export const SCORECARD_DEPENDENT_KEYS = [['/api/interview-setup/templates']];
