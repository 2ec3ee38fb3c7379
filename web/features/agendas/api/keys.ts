const all = ['/api/interview-setup/agendas'] as const;

/** Keys start with the API path, so invalidating `agendaKeys.all` refreshes every agenda query. */
export const agendaKeys = {
  all,
  list: () => [...all, 'list'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
};

/** The scorecards an agenda can be based on (read from the scorecards API, keyed by its path). */
export const scorecardOptionsKey = ['/api/interview-setup/scorecards', 'options'] as const;

/** Interview templates show their agenda's title and time range; features do not import each other. */
export const AGENDA_DEPENDENT_KEYS = [['/api/interview-setup/templates']];
