export type InterviewKind =
  | 'recruiter-screen'
  | 'coding-screen'
  | 'coding-onsite'
  | 'values'
  | 'system-design'
  | 'general';

export const KIND_LABELS: Record<InterviewKind, string> = {
  'recruiter-screen': 'Recruiter screen',
  'coding-screen': 'Coding screen',
  'coding-onsite': 'Coding onsite',
  values: 'Values',
  'system-design': 'System design',
  general: 'Interview',
};

const RULES: { kind: InterviewKind; pattern: RegExp }[] = [
  { kind: 'system-design', pattern: /system[s]?[- ]design|architecture|design interview/i },
  {
    kind: 'coding-onsite',
    pattern: /(?:coding|technical|programming|pair)[\w -]*(?:onsite|on-site|loop|final)/i,
  },
  { kind: 'coding-onsite', pattern: /(?:onsite|on-site|final)[\w -]*(?:coding|technical|programming)/i },
  {
    kind: 'coding-screen',
    pattern: /coding|technical screen|live code|programming|pair programming|algorithm/i,
  },
  { kind: 'values', pattern: /values|culture|behaviou?ral|leadership principles/i },
  {
    kind: 'recruiter-screen',
    pattern: /recruiter|phone screen|screening call|intro call|hr screen|screen\b/i,
  },
];

/**
 * Matches the interview type (free text from the forms) to a question bank; without one, the
 * prompt or agenda title may name it. Unknown types get the general bank.
 */
export function interviewKind(type: string | undefined, ...hints: (string | undefined)[]): InterviewKind {
  for (const text of [type, ...hints]) {
    if (!text?.trim()) continue;
    const rule = RULES.find((r) => r.pattern.test(text));
    if (rule) return rule.kind;
    if (text === type) return 'general';
  }
  return 'general';
}
