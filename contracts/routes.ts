/**
 * The signed-in route table of spec 001 §2, with the sidebar groups of spec 000 §2.
 * The web shell renders from this list; tests walk it.
 */
export type NavEntry = { path: string; label: string; description?: string };
export type NavGroup = { label: string; entries: NavEntry[] };

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Interviews',
    entries: [
      { path: '/sessions', label: 'Interview Sessions' },
      {
        path: '/interview-templates',
        label: 'Interview Templates',
        description: 'reusable interview setups',
      },
      { path: '/scorecards', label: 'Scorecards', description: 'create feedback formats' },
      { path: '/agendas', label: 'Agendas', description: 'design interview structure' },
      {
        path: '/candidate-scorecards',
        label: 'Candidate Scorecards',
        description: 'review candidate evaluations',
      },
    ],
  },
  {
    label: 'Pipeline',
    entries: [
      { path: '/companies', label: 'Companies' },
      { path: '/jobs', label: 'Job Openings' },
      { path: '/candidates', label: 'Candidates' },
      { path: '/applications', label: 'Applications' },
    ],
  },
  {
    label: 'Samples',
    entries: [
      { path: '/sample-feedbacks', label: 'Sample Feedbacks', description: 'train AI feedback style' },
    ],
  },
  { label: 'Help', entries: [{ path: '/tutorials', label: 'Tutorials' }] },
];
