/** The two kinds of template a kit is adapted from. */
export type TemplateKind = 'scorecard' | 'agenda';

export const TEMPLATE_PATHS = {
  scorecard: '/api/interview-setup/scorecards',
  agenda: '/api/interview-setup/agendas',
} as const satisfies Record<TemplateKind, string>;

/**
 * The template choices read the setup endpoints, so their keys start with those paths: a new
 * scorecard or agenda refreshes them. Other screens listing `{ id, title }` share these keys.
 */
export const templateOptionsKey = (kind: TemplateKind) => [TEMPLATE_PATHS[kind], 'titles'] as const;

/** Saving creates a candidate from the name typed in step 2. */
export const CANDIDATE_KEYS = ['/api/candidates'] as const;
