import type { ComponentType } from 'react';
import { SettingsPage } from '../features/settings/components/settings-page.tsx';

/**
 * One entry per screen (spec 001 §2). A route without `page` shows its title and "coming soon";
 * building a screen means adding `page: TheNewPage`. Pages read path params with wouter's
 * `useParams()`. Order matters: the first matching path wins, so fixed paths come first.
 */
export type AppRoute = { path: string; title: string; page?: ComponentType };

export const APP_ROUTES: AppRoute[] = [
  { path: '/', title: 'Interview Sessions' },
  { path: '/zoomapp', title: 'Zoom RTMS App' },
  { path: '/sessions/new/quick', title: 'Quick Create Interview' },
  { path: '/sessions/new', title: 'Create Interview Session' },
  { path: '/sessions/:sessionId', title: 'Interview Session' },
  { path: '/sessions', title: 'Interview Sessions' },
  { path: '/companies/new', title: 'Add Company' },
  { path: '/companies/:id/edit', title: 'Edit Company' },
  { path: '/companies/:id', title: 'Company Details' },
  { path: '/companies', title: 'Companies' },
  { path: '/jobs/new', title: 'Add Job Opening' },
  { path: '/jobs/:id/edit', title: 'Edit Job Opening' },
  { path: '/jobs/:id', title: 'Job Opening Details' },
  { path: '/jobs', title: 'Job Openings' },
  { path: '/candidates/new', title: 'Add Candidate' },
  { path: '/candidates/:id/edit', title: 'Edit Candidate' },
  { path: '/candidates/:id', title: 'Candidate Details' },
  { path: '/candidates', title: 'Candidates' },
  { path: '/applications/new', title: 'New Application' },
  { path: '/applications/:id/edit', title: 'Edit Application' },
  { path: '/applications/:id', title: 'Application Details' },
  { path: '/applications', title: 'Applications Dashboard' },
  { path: '/candidate-scorecards/:id', title: 'Candidate Scorecard' },
  { path: '/candidate-scorecards', title: 'Candidate Scorecards' },
  { path: '/sample-feedbacks', title: 'Sample Feedbacks' },
  { path: '/scorecards/new', title: 'Create Scorecard' },
  { path: '/scorecards/:id/edit', title: 'Edit Scorecard' },
  { path: '/scorecards/:id', title: 'Scorecard Details' },
  { path: '/scorecards', title: 'Scorecards' },
  { path: '/agendas/new', title: 'Create Agenda' },
  { path: '/agendas/:id/edit', title: 'Edit Agenda' },
  { path: '/agendas/:id', title: 'Agenda Details' },
  { path: '/agendas', title: 'Agendas' },
  { path: '/interview-templates/:id/edit', title: 'Edit Interview Template' },
  { path: '/interview-templates/:id', title: 'Interview Template' },
  { path: '/interview-templates', title: 'Interview Templates' },
  { path: '/tutorials', title: 'Help & Tutorials' },
  { path: '/settings', title: 'Settings', page: SettingsPage },
];

/** Screens available whether or not anyone is signed in; they render without the shell. */
export const PUBLIC_ROUTES: AppRoute[] = [{ path: '/google-meet', title: 'Google Meet Add-on' }];
