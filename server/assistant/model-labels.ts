import type { AiProvider } from '#contracts/assistant.ts';

const KNOWN: Record<string, string> = {
  offline: 'Offline assistant (no AI model)',
  'gpt-3.5-turbo': 'GPT-3.5 Turbo',
  'gpt-4o': 'GPT-4o',
  'gpt-4o-mini': 'GPT-4o mini',
  'gpt-4-turbo': 'GPT-4 Turbo',
  'gpt-4': 'GPT-4',
  'claude-sonnet-4-5': 'Claude Sonnet 4.5',
  'claude-opus-4-1': 'Claude Opus 4.1',
  'claude-haiku-4-5': 'Claude Haiku 4.5',
  'claude-sonnet-4-0': 'Claude Sonnet 4',
  'claude-3-7-sonnet-latest': 'Claude Sonnet 3.7',
  'claude-3-5-haiku-latest': 'Claude Haiku 3.5',
  'claude-3-haiku-20240307': 'Claude Haiku 3',
};

/** A readable name for the model picker; unknown names are shown as configured. */
export function modelLabel(id: string, provider: AiProvider): string {
  const known = KNOWN[id];
  if (known) return known;
  return provider === 'openai-compatible' ? `${id} (self-hosted)` : id;
}

/**
 * OpenAI models older than gpt-4o-2024-08-06 reject `response_format: json_schema`; they get JSON
 * mode with the schema in the prompt instead.
 */
export function supportsJsonSchema(id: string, provider: AiProvider): boolean {
  return provider !== 'openai' || !/^gpt-(?:3\.5|4(?:-|$))/.test(id);
}
