import type { SessionDetail } from '#contracts/sessions.ts';
import type { SpeechStatusDto } from '#contracts/speech.ts';
import { json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { aSession, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';

export const RECORDING_NOTICE =
  'This interview is recorded and transcribed to help the interviewer take notes.';

/** What `GET /api/speech` answers with no key set: the browser transcribes the microphone. */
export function aSpeechStatus(overrides: Partial<SpeechStatusDto> = {}): SpeechStatusDto {
  return {
    provider: 'browser',
    serverTranscription: false,
    diarization: false,
    recordingNotice: RECORDING_NOTICE,
    ...overrides,
  };
}

/** The dashboard's reads answered: an empty session, and the speech status given. */
export function stubDashboard(
  session: SessionDetail = aSession({ scorecardId: null }),
  routes: Record<string, StubHandler> = {},
  speech: SpeechStatusDto = aSpeechStatus(),
) {
  return stubFetch({
    [`GET ${SESSION_PATH}`]: () => json(200, session),
    [`POST ${SESSION_PATH}/start-processing`]: () => json(200, { status: 'processing' }),
    [`GET ${SESSION_PATH}/conversation`]: () => json(200, []),
    [`GET ${SESSION_PATH}/suggestions`]: () => json(200, []),
    [`GET ${SESSION_PATH}/notes`]: () => json(200, []),
    [`GET ${SESSION_PATH}/candidate-questions`]: () => json(200, []),
    [`GET ${SESSION_PATH}/transcription`]: () => json(200, { behindSeconds: 0 }),
    [`GET ${SESSION_PATH}/evaluation`]: () => json(200, { evaluationData: { sections: [] } }),
    'GET /api/speech': () => json(200, speech),
    'GET /api/recordings/storage': () => json(200, { usedBytes: 0, quotaBytes: 10 * 1024 ** 3 }),
    ...routes,
  });
}
