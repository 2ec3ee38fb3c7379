import type { AiConfig, AiProviderConfig } from '#server/config.ts';
import { createAssistantService } from '../assistant.service.ts';
import { createModelRegistry } from '../model-registry.ts';

export const JOB_DESCRIPTION = `Senior Backend Engineer

We build the payments platform used by 2,000 merchants.

Responsibilities:
- Design and build TypeScript services on Node.js
- Own PostgreSQL schemas and Kafka event flows
- Mentor two mid-level engineers

Requirements:
- 5+ years building backend systems
- Strong SQL and data modelling
- Experience running services on AWS with Docker`;

export const SCORECARD_ANSWER = {
  title: 'Backend coding screen',
  sections: [
    { title: 'Problem solving', criteria: ['Clarifies constraints first', 'Chooses a workable approach'] },
    { title: 'Code quality', criteria: ['Readable code with clear names'] },
  ],
};

export const AGENDA_ANSWER = {
  items: [
    { title: 'Introductions', duration: 5, description: 'Set the plan.' },
    { title: 'Coding exercise', duration: 30, description: 'Rate limiter.' },
    { title: 'Candidate questions', duration: 10, description: 'Their questions.' },
  ],
};

/** The real service and registry, pointed at one provider (a local fake). */
export function serviceFor(provider: AiProviderConfig, timeoutMs = 5_000) {
  const first = provider.models[0] ?? 'offline';
  const ai: AiConfig = { providers: [provider], defaultModel: first, timeoutMs };
  return createAssistantService({ registry: createModelRegistry(ai), timeoutMs });
}

/** The AppError a promise rejects with, as plain fields. */
export async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { status, code, message, details } = error as {
      status?: number;
      code?: string;
      message: string;
      details?: unknown;
    };
    return { status, code, message, details };
  }
  throw new Error('expected the promise to reject');
}

/** The chat messages an OpenAI-style request carried. */
export function chatMessages(request: { body: Record<string, unknown> } | undefined) {
  const messages = request?.body.messages;
  return (Array.isArray(messages) ? messages : []) as { role: string; content: string }[];
}
