import type { ComponentType } from 'react';
import { AgendaDetailPage } from '../features/agendas/components/agenda-detail-page.tsx';
import { AgendasPage } from '../features/agendas/components/agendas-page.tsx';
import { EditAgendaPage } from '../features/agendas/components/edit-agenda-page.tsx';
import { NewAgendaPage } from '../features/agendas/components/new-agenda-page.tsx';
import { ApplicationDetailPage } from '../features/applications/components/application-detail-page.tsx';
import { ApplicationsPage } from '../features/applications/components/applications-page.tsx';
import { NewApplicationPage } from '../features/applications/components/new-application-page.tsx';
import { CandidateScorecardPage } from '../features/candidate-scorecards/components/candidate-scorecard-page.tsx';
import { CandidateScorecardsPage } from '../features/candidate-scorecards/components/candidate-scorecards-page.tsx';
import { CandidateDetailPage } from '../features/candidates/components/candidate-detail-page.tsx';
import { CandidatesPage } from '../features/candidates/components/candidates-page.tsx';
import { NewCandidatePage } from '../features/candidates/components/new-candidate-page.tsx';
import { CompaniesPage } from '../features/companies/components/companies-page.tsx';
import { CompanyDetailPage } from '../features/companies/components/company-detail-page.tsx';
import { NewCompanyPage } from '../features/companies/components/new-company-page.tsx';
import { EditTemplatePage } from '../features/interview-templates/components/edit-template-page.tsx';
import { TemplateDetailPage } from '../features/interview-templates/components/template-detail-page.tsx';
import { TemplatesPage } from '../features/interview-templates/components/templates-page.tsx';
import { JobOpeningDetailPage } from '../features/job-openings/components/job-opening-detail-page.tsx';
import { JobOpeningsPage } from '../features/job-openings/components/job-openings-page.tsx';
import { NewJobOpeningPage } from '../features/job-openings/components/new-job-opening-page.tsx';
import { LiveSessionPage } from '../features/live-session/components/live-session-page.tsx';
import { QuickCreatePage } from '../features/quick-create/components/quick-create-page.tsx';
import { SampleFeedbacksPage } from '../features/sample-feedbacks/components/sample-feedbacks-page.tsx';
import { EditScorecardPage } from '../features/scorecards/components/edit-scorecard-page.tsx';
import { NewScorecardPage } from '../features/scorecards/components/new-scorecard-page.tsx';
import { ScorecardDetailPage } from '../features/scorecards/components/scorecard-detail-page.tsx';
import { ScorecardsPage } from '../features/scorecards/components/scorecards-page.tsx';
import { CreateSessionPage } from '../features/session-create/components/create-session-page.tsx';
import { SessionsPage } from '../features/sessions/components/sessions-page.tsx';
import { SettingsPage } from '../features/settings/components/settings-page.tsx';
import { TutorialsPage } from '../features/tutorials/components/tutorials-page.tsx';

/**
 * One entry per screen (spec 001 §2). A route without `page` shows its title and "coming soon";
 * building a screen means adding `page: TheNewPage`. Pages read path params with wouter's
 * `useParams()`. Order matters: the first matching path wins, so fixed paths come first.
 */
export type AppRoute = { path: string; title: string; page?: ComponentType };

export const APP_ROUTES: AppRoute[] = [
  { path: '/', title: 'Interview Sessions', page: SessionsPage },
  { path: '/zoomapp', title: 'Zoom RTMS App' },
  { path: '/sessions/new/quick', title: 'Quick Create Interview', page: QuickCreatePage },
  { path: '/sessions/new', title: 'Create Interview Session', page: CreateSessionPage },
  { path: '/sessions/:sessionId', title: 'Interview Session', page: LiveSessionPage },
  { path: '/sessions', title: 'Interview Sessions', page: SessionsPage },
  { path: '/companies/new', title: 'Add Company', page: NewCompanyPage },
  { path: '/companies/:id/edit', title: 'Edit Company', page: CompanyDetailPage },
  { path: '/companies/:id', title: 'Company Details', page: CompanyDetailPage },
  { path: '/companies', title: 'Companies', page: CompaniesPage },
  { path: '/jobs/new', title: 'Add Job Opening', page: NewJobOpeningPage },
  { path: '/jobs/:id/edit', title: 'Edit Job Opening', page: JobOpeningDetailPage },
  { path: '/jobs/:id', title: 'Job Opening Details', page: JobOpeningDetailPage },
  { path: '/jobs', title: 'Job Openings', page: JobOpeningsPage },
  { path: '/candidates/new', title: 'Add Candidate', page: NewCandidatePage },
  { path: '/candidates/:id/edit', title: 'Edit Candidate', page: CandidateDetailPage },
  { path: '/candidates/:id', title: 'Candidate Details', page: CandidateDetailPage },
  { path: '/candidates', title: 'Candidates', page: CandidatesPage },
  { path: '/applications/new', title: 'New Application', page: NewApplicationPage },
  { path: '/applications/:id/edit', title: 'Edit Application', page: ApplicationDetailPage },
  { path: '/applications/:id', title: 'Application Details', page: ApplicationDetailPage },
  { path: '/applications', title: 'Applications Dashboard', page: ApplicationsPage },
  { path: '/candidate-scorecards/:id', title: 'Candidate Scorecard', page: CandidateScorecardPage },
  { path: '/candidate-scorecards', title: 'Candidate Scorecards', page: CandidateScorecardsPage },
  { path: '/sample-feedbacks', title: 'Sample Feedbacks', page: SampleFeedbacksPage },
  { path: '/scorecards/new', title: 'Create Scorecard', page: NewScorecardPage },
  { path: '/scorecards/:id/edit', title: 'Edit Scorecard', page: EditScorecardPage },
  { path: '/scorecards/:id', title: 'Scorecard Details', page: ScorecardDetailPage },
  { path: '/scorecards', title: 'Scorecards', page: ScorecardsPage },
  { path: '/agendas/new', title: 'Create Agenda', page: NewAgendaPage },
  { path: '/agendas/:id/edit', title: 'Edit Agenda', page: EditAgendaPage },
  { path: '/agendas/:id', title: 'Agenda Details', page: AgendaDetailPage },
  { path: '/agendas', title: 'Agendas', page: AgendasPage },
  { path: '/interview-templates/:id/edit', title: 'Edit Interview Template', page: EditTemplatePage },
  { path: '/interview-templates/:id', title: 'Interview Template', page: TemplateDetailPage },
  { path: '/interview-templates', title: 'Interview Templates', page: TemplatesPage },
  { path: '/tutorials', title: 'Help & Tutorials', page: TutorialsPage },
  { path: '/settings', title: 'Settings', page: SettingsPage },
];

/** Screens available whether or not anyone is signed in; they render without the shell. */
export const PUBLIC_ROUTES: AppRoute[] = [{ path: '/google-meet', title: 'Google Meet Add-on' }];
