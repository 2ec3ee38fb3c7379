const all = ['/api/interview-setup/templates'] as const;

/** Keys start with the API path, so invalidating `templateKeys.all` refreshes every template query. */
export const templateKeys = {
  all,
  list: () => [...all, 'list'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
};

/**
 * The wizard's choices, read from the scorecards and agendas APIs and keyed by their paths, so
 * those features' changes refresh them (features do not import each other).
 */
export const scorecardsKey = ['/api/interview-setup/scorecards'] as const;
export const agendasKey = ['/api/interview-setup/agendas'] as const;
export const scorecardOptionsKey = [...scorecardsKey, 'options'] as const;
export const agendaOptionsKey = [...agendasKey, 'options'] as const;
