import type {
  AudioExportDto,
  CandidateScorecardDetail,
  CandidateScorecardListItem,
  GeneratedDecision,
  ScorecardSessionDetail,
  ScorecardSessionSummary,
} from '#contracts/candidate-scorecards.ts';
import type { EvaluationSection } from '#contracts/evaluation.ts';
import { aSection as aSessionSection } from '#web/test/session-detail-fixtures.ts';

export const APPLICATION_ID = 'a9900000-0000-4000-8000-000000000001';
export const CANDIDATE_ID = 'ca000000-0000-4000-8000-000000000001';
export const SESSION_ID = '5e550000-0000-4000-8000-000000000001';
export const OTHER_SESSION_ID = '5e550000-0000-4000-8000-000000000002';
export const AUDIO_ID = 'a0d10000-0000-4000-8000-000000000001';
export const OTHER_AUDIO_ID = 'a0d10000-0000-4000-8000-000000000002';

/** An ISO timestamp for a local wall-clock time, so formatted dates read the same in every zone. */
export function localIso(year: number, month: number, day: number, hour: number, minute: number): string {
  return new Date(year, month - 1, day, hour, minute).toISOString();
}

export function aSessionSummary(overrides: Partial<ScorecardSessionSummary> = {}): ScorecardSessionSummary {
  return {
    id: SESSION_ID,
    status: 'completed',
    startTime: localIso(2026, 3, 4, 14, 30),
    endTime: localIso(2026, 3, 4, 15, 15),
    durationMinutes: 45,
    ...overrides,
  };
}

export function aCard(overrides: Partial<CandidateScorecardListItem> = {}): CandidateScorecardListItem {
  return {
    id: APPLICATION_ID,
    independent: false,
    applicationId: APPLICATION_ID,
    candidateId: CANDIDATE_ID,
    candidateName: 'Jane Doe',
    jobTitle: 'Staff Engineer',
    companyName: 'Acme Corp',
    sessions: [aSessionSummary()],
    ...overrides,
  };
}

/** A section as the session fixtures build it, named as the scorecard tests expect. */
export const aSection = (overrides: Partial<EvaluationSection> = {}): EvaluationSection =>
  aSessionSection({ id: 'technical', title: 'Technical Skills', ...overrides });

/** Technical Skills (with a nested System Design) and Communication. */
export function someSections(): EvaluationSection[] {
  return [
    aSection({
      content: 'Solid fundamentals.',
      children: [aSection({ id: 'design', title: 'System Design', content: 'Drew a clear diagram.' })],
    }),
    aSection({ id: 'communication', title: 'Communication', content: 'Clear.' }),
  ];
}

export function aGeneratedDecision(overrides: Partial<GeneratedDecision> = {}): GeneratedDecision {
  return {
    decision: 'Hire: strong system design, clear communication.',
    recommendation: 'hire',
    evidence: [
      {
        source: 'transcript',
        excerpt: 'I sharded the queue by tenant',
        context: 'Candidate',
        signal: 'strength',
        at: null,
      },
      {
        source: 'evaluation',
        excerpt: 'Unsure about testing',
        context: 'Testing',
        signal: 'concern',
        at: null,
      },
    ],
    criteria: [],
    coverage: { assessed: 0, total: 0 },
    model: 'offline',
    notice: 'Drafted by the built-in offline assistant.',
    generatedAt: localIso(2026, 3, 4, 16, 0),
    ...overrides,
  };
}

export function aSessionDetail(overrides: Partial<ScorecardSessionDetail> = {}): ScorecardSessionDetail {
  return {
    ...aSessionSummary(),
    sections: someSections(),
    decision: { decision: null, decisionSavedAt: null, decisionAuthor: null, aiDecision: null },
    ...overrides,
  };
}

export function aScorecard(overrides: Partial<CandidateScorecardDetail> = {}): CandidateScorecardDetail {
  const { sessions: _summaries, ...card } = aCard();
  return { ...card, sessions: [aSessionDetail()], ...overrides };
}

export function anAudioExport(overrides: Partial<AudioExportDto> = {}): AudioExportDto {
  return {
    id: AUDIO_ID,
    sessionId: SESSION_ID,
    participantId: 'mic',
    speaker: 'interviewer',
    fileName: 'interviewer.wav',
    mimeType: 'audio/wav',
    durationSeconds: 125,
    size: 48 * 1024,
    createdAt: localIso(2026, 3, 4, 15, 20),
    url: '/files/interviewer.wav?sig=1',
    urlExpiresAt: localIso(2026, 3, 4, 16, 20),
    ...overrides,
  };
}
