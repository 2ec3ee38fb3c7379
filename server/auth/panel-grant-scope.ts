import type { FastifyRequest } from 'fastify';
import { COMPLIANCE_TAG } from '#contracts/compliance.ts';
import type { PersistedMessage } from '#contracts/realtime.ts';
import { AppError } from '#server/lib/errors.ts';

/** The live channel's subprotocols: the panel offers `ih-panel` first (the one answered) and its grant. */
export const PANEL_PROTOCOL = 'ih-panel';
export const PANEL_GRANT_PROTOCOL_PREFIX = 'ih-panel-grant.';

/** What a Meet panel grant covers: its session's panel view, nothing else (decision 037). */
const COVERED: Record<string, string> = {
  'GET /api/sessions/:id': 'id',
  'GET /api/sessions/:id/suggestions': 'id',
  'GET /api/sessions/:id/evaluation': 'id',
  // How much speech is not transcribed yet: the panel's status line (decision 050).
  'GET /api/sessions/:id/transcription': 'id',
  'POST /api/sessions/:id/start-processing': 'id',
  'GET /ws': 'sessionId',
};

export const GRANT_REFUSED_MESSAGE = "The Meet panel's sign-in does not cover this; sign in to Interview Hub";

/** The grant a request carries: `Authorization: Bearer …`, or the live channel's subprotocol. */
export function grantTokenOf(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ihg_')) return auth.slice('Bearer '.length);
  const protocols = request.headers['sec-websocket-protocol'];
  if (typeof protocols !== 'string') return undefined;
  const offered = protocols.split(',').map((p) => p.trim());
  const grant = offered.find((p) => p.startsWith(PANEL_GRANT_PROTOCOL_PREFIX));
  return grant?.slice(PANEL_GRANT_PROTOCOL_PREFIX.length);
}

/**
 * Refuses a request made with a grant unless its route is one the panel reads and it names the
 * grant's session; the live channel only as a listener (never the audio upload's `action`).
 */
export function assertCoveredByGrant(request: FastifyRequest, sessionId: string): void {
  const key = `${request.method} ${request.routeOptions.url ?? ''}`;
  const param = COVERED[key];
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const named = param === 'sessionId' ? query.sessionId : params[param ?? ''];
  const listening = key !== 'GET /ws' || query.action === undefined;
  if (!param || named !== sessionId || !listening) throw AppError.unauthenticated(GRANT_REFUSED_MESSAGE);
}

const isComplianceWarning = (s: { tags?: unknown }) =>
  Array.isArray(s.tags) && s.tags.includes(COMPLIANCE_TAG);

/** The panel's suggestions without compliance warnings: they are for the interviewer's eyes alone. */
export function withoutComplianceWarnings(payload: unknown): unknown {
  if (!Array.isArray(payload)) return payload;
  return payload.filter((s: { tags?: unknown }) => !isComplianceWarning(s));
}

/**
 * A live event as a Meet panel's socket receives it: suggestion events without compliance
 * warnings. The event itself is kept (perhaps with no suggestions), so its seq still arrives and
 * the panel's replay position stays gapless.
 */
export function panelLiveView(message: PersistedMessage): PersistedMessage {
  if (message.type !== 'new_suggestion' && message.type !== 'suggestion_update') return message;
  const { suggestions } = message.data;
  if (!suggestions.some(isComplianceWarning)) return message;
  return { ...message, data: { suggestions: suggestions.filter((s) => !isComplianceWarning(s)) } };
}
