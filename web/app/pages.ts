import type { ComponentType } from 'react';
import { isZoomAppHome, loadZoomAppLogin } from './zoom-app-login.tsx';

/**
 * The app's screens, each loaded when it is first shown: a page and what only it uses are a chunk
 * of their own, so a first visit loads its screen's code and what it shares, not every screen's
 * (docs/decisions/028-first-screen-entry-and-screen-chunks.md).
 */
export const PAGES = {
  /** Shown on every path but the public ones while nobody is signed in. */
  login: () => import('#web/features/auth/components/login-screen.tsx').then((m) => m.LoginScreen),
  /** The same inside the Zoom client, under the Zoom App's note. */
  zoomAppLogin: loadZoomAppLogin,
  agendaDetail: () =>
    import('#web/features/agendas/components/agenda-detail-page.tsx').then((m) => m.AgendaDetailPage),
  agendas: () => import('#web/features/agendas/components/agendas-page.tsx').then((m) => m.AgendasPage),
  editAgenda: () =>
    import('#web/features/agendas/components/edit-agenda-page.tsx').then((m) => m.EditAgendaPage),
  newAgenda: () =>
    import('#web/features/agendas/components/new-agenda-page.tsx').then((m) => m.NewAgendaPage),
  applicationDetail: () =>
    import('#web/features/applications/components/application-detail-page.tsx').then(
      (m) => m.ApplicationDetailPage,
    ),
  applications: () =>
    import('#web/features/applications/components/applications-page.tsx').then((m) => m.ApplicationsPage),
  newApplication: () =>
    import('#web/features/applications/components/new-application-page.tsx').then(
      (m) => m.NewApplicationPage,
    ),
  candidateScorecard: () =>
    import('#web/features/candidate-scorecards/components/candidate-scorecard-page.tsx').then(
      (m) => m.CandidateScorecardPage,
    ),
  candidateScorecards: () =>
    import('#web/features/candidate-scorecards/components/candidate-scorecards-page.tsx').then(
      (m) => m.CandidateScorecardsPage,
    ),
  candidateDetail: () =>
    import('#web/features/candidates/components/candidate-detail-page.tsx').then(
      (m) => m.CandidateDetailPage,
    ),
  candidates: () =>
    import('#web/features/candidates/components/candidates-page.tsx').then((m) => m.CandidatesPage),
  newCandidate: () =>
    import('#web/features/candidates/components/new-candidate-page.tsx').then((m) => m.NewCandidatePage),
  companies: () =>
    import('#web/features/companies/components/companies-page.tsx').then((m) => m.CompaniesPage),
  companyDetail: () =>
    import('#web/features/companies/components/company-detail-page.tsx').then((m) => m.CompanyDetailPage),
  newCompany: () =>
    import('#web/features/companies/components/new-company-page.tsx').then((m) => m.NewCompanyPage),
  googleMeet: () =>
    import('#web/features/google-meet/components/google-meet-page.tsx').then((m) => m.GoogleMeetPage),
  zoomAppLink: () =>
    import('#web/features/zoom-app/sign-in/zoom-app-link-page.tsx').then((m) => m.ZoomAppLinkPage),
  meetSignIn: () =>
    import('#web/features/google-meet/sign-in/meet-sign-in-page.tsx').then((m) => m.MeetSignInPage),
  editTemplate: () =>
    import('#web/features/interview-templates/components/edit-template-page.tsx').then(
      (m) => m.EditTemplatePage,
    ),
  templateDetail: () =>
    import('#web/features/interview-templates/components/template-detail-page.tsx').then(
      (m) => m.TemplateDetailPage,
    ),
  templates: () =>
    import('#web/features/interview-templates/components/templates-page.tsx').then((m) => m.TemplatesPage),
  jobOpeningDetail: () =>
    import('#web/features/job-openings/components/job-opening-detail-page.tsx').then(
      (m) => m.JobOpeningDetailPage,
    ),
  jobOpenings: () =>
    import('#web/features/job-openings/components/job-openings-page.tsx').then((m) => m.JobOpeningsPage),
  newJobOpening: () =>
    import('#web/features/job-openings/components/new-job-opening-page.tsx').then((m) => m.NewJobOpeningPage),
  liveSession: () =>
    import('#web/features/live-session/components/live-session-page.tsx').then((m) => m.LiveSessionPage),
  quickCreate: () =>
    import('#web/features/quick-create/components/quick-create-page.tsx').then((m) => m.QuickCreatePage),
  sampleFeedbacks: () =>
    import('#web/features/sample-feedbacks/components/sample-feedbacks-page.tsx').then(
      (m) => m.SampleFeedbacksPage,
    ),
  editScorecard: () =>
    import('#web/features/scorecards/components/edit-scorecard-page.tsx').then((m) => m.EditScorecardPage),
  newScorecard: () =>
    import('#web/features/scorecards/components/new-scorecard-page.tsx').then((m) => m.NewScorecardPage),
  scorecardDetail: () =>
    import('#web/features/scorecards/components/scorecard-detail-page.tsx').then(
      (m) => m.ScorecardDetailPage,
    ),
  scorecards: () =>
    import('#web/features/scorecards/components/scorecards-page.tsx').then((m) => m.ScorecardsPage),
  createSession: () =>
    import('#web/features/session-create/components/create-session-page.tsx').then(
      (m) => m.CreateSessionPage,
    ),
  search: () => import('#web/features/search/components/search-page.tsx').then((m) => m.SearchPage),
  sessions: () => import('#web/features/sessions/components/sessions-page.tsx').then((m) => m.SessionsPage),
  settings: () => import('#web/features/settings/components/settings-page.tsx').then((m) => m.SettingsPage),
  tutorials: () =>
    import('#web/features/tutorials/components/tutorials-page.tsx').then((m) => m.TutorialsPage),
  zoomApp: () => import('#web/features/zoom-app/components/zoom-app-page.tsx').then((m) => m.ZoomAppPage),
} satisfies Record<string, () => Promise<ComponentType>>;

/** The sign-in screen shown at `pathname` to someone signed out. */
export const loginPageAt = (pathname: string) => (isZoomAppHome(pathname) ? PAGES.zoomAppLogin : PAGES.login);
