import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { PAGES } from './pages.ts';

/**
 * One entry per screen (spec 000 §2, spec 001 §2), each page loaded when first opened. Pages read
 * path params with wouter's `useParams()`. Order matters: the first matching path wins, so fixed
 * paths come first.
 */
export type AppRoute = {
  path: string;
  title: string;
  page: () => Promise<ComponentType>;
  /** Made for a meeting's side panel (Zoom's is about 380 px wide): rendered without the shell. */
  panel?: true;
};

export const APP_ROUTES: AppRoute[] = [
  { path: '/', title: 'Interview Sessions', page: PAGES.sessions },
  { path: '/zoomapp', title: 'Zoom RTMS App', page: PAGES.zoomApp, panel: true },
  // Opened in the system browser by the Zoom App: the app's sign-in when signed out, then the confirmation.
  { path: '/zoomapp/link', title: 'Sign in the Zoom App', page: PAGES.zoomAppLink, panel: true },
  // The Meet side panel's sign-in window: the app's sign-in when signed out, then the panel's grant.
  { path: '/google-meet/sign-in', title: 'Sign in for Google Meet', page: PAGES.meetSignIn, panel: true },
  { path: '/sessions/new/quick', title: 'Quick Create Interview', page: PAGES.quickCreate },
  { path: '/sessions/new', title: 'Create Interview Session', page: PAGES.createSession },
  { path: '/sessions/:sessionId', title: 'Interview Session', page: PAGES.liveSession },
  { path: '/sessions', title: 'Interview Sessions', page: PAGES.sessions },
  { path: '/companies/new', title: 'Add Company', page: PAGES.newCompany },
  { path: '/companies/:id/edit', title: 'Edit Company', page: PAGES.companyDetail },
  { path: '/companies/:id', title: 'Company Details', page: PAGES.companyDetail },
  { path: '/companies', title: 'Companies', page: PAGES.companies },
  { path: '/jobs/new', title: 'Add Job Opening', page: PAGES.newJobOpening },
  { path: '/jobs/:id/edit', title: 'Edit Job Opening', page: PAGES.jobOpeningDetail },
  { path: '/jobs/:id', title: 'Job Opening Details', page: PAGES.jobOpeningDetail },
  { path: '/jobs', title: 'Job Openings', page: PAGES.jobOpenings },
  { path: '/candidates/new', title: 'Add Candidate', page: PAGES.newCandidate },
  { path: '/candidates/:id/edit', title: 'Edit Candidate', page: PAGES.candidateDetail },
  { path: '/candidates/:id', title: 'Candidate Details', page: PAGES.candidateDetail },
  { path: '/candidates', title: 'Candidates', page: PAGES.candidates },
  { path: '/applications/new', title: 'New Application', page: PAGES.newApplication },
  { path: '/applications/:id/edit', title: 'Edit Application', page: PAGES.applicationDetail },
  { path: '/applications/:id', title: 'Application Details', page: PAGES.applicationDetail },
  { path: '/applications', title: 'Applications Dashboard', page: PAGES.applications },
  { path: '/candidate-scorecards/:id', title: 'Candidate Scorecard', page: PAGES.candidateScorecard },
  { path: '/candidate-scorecards', title: 'Candidate Scorecards', page: PAGES.candidateScorecards },
  { path: '/sample-feedbacks', title: 'Sample Feedbacks', page: PAGES.sampleFeedbacks },
  { path: '/scorecards/new', title: 'Create Scorecard', page: PAGES.newScorecard },
  { path: '/scorecards/:id/edit', title: 'Edit Scorecard', page: PAGES.editScorecard },
  { path: '/scorecards/:id', title: 'Scorecard Details', page: PAGES.scorecardDetail },
  { path: '/scorecards', title: 'Scorecards', page: PAGES.scorecards },
  { path: '/agendas/new', title: 'Create Agenda', page: PAGES.newAgenda },
  { path: '/agendas/:id/edit', title: 'Edit Agenda', page: PAGES.editAgenda },
  { path: '/agendas/:id', title: 'Agenda Details', page: PAGES.agendaDetail },
  { path: '/agendas', title: 'Agendas', page: PAGES.agendas },
  { path: '/interview-templates/:id/edit', title: 'Edit Interview Template', page: PAGES.editTemplate },
  { path: '/interview-templates/:id', title: 'Interview Template', page: PAGES.templateDetail },
  { path: '/interview-templates', title: 'Interview Templates', page: PAGES.templates },
  { path: '/search', title: 'Search Interviews', page: PAGES.search },
  { path: '/tutorials', title: 'Help & Tutorials', page: PAGES.tutorials },
  { path: '/settings', title: 'Settings', page: PAGES.settings },
];

/** Screens available whether or not anyone is signed in; side panels, without the shell. */
export const PUBLIC_ROUTES: AppRoute[] = [
  { path: '/google-meet', title: 'Google Meet Add-on', page: PAGES.googleMeet },
];

/** The route wouter shows at `pathname` (the same patterns, read by the same parser), if any. */
export function routeAt(pathname: string): AppRoute | undefined {
  return [...PUBLIC_ROUTES, ...APP_ROUTES].find((route) => parse(route.path).pattern.test(pathname));
}
