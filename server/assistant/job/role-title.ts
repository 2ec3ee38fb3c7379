/**
 * The job's title as a rewording or a card can name it ("the Site Reliability Engineer role"),
 * from a session or template title that often names the interview instead
 * ("Technical interview: Site Reliability Engineer", "Recruiter screen — Paralegal").
 * Undefined when the title says nothing beyond the kind of interview.
 */
const INTERVIEW_WORDS =
  /\b(?:technical|behaviou?ral|recruiter|phone|video|onsite|on-site|final|first|second|third|panel|culture|hiring manager|screening|round|loop|call|chat|conversation|interview|screen|template|session|kit)s?\b/gi;

export function roleFromTitle(title: string | null | undefined): string | undefined {
  if (!title) return undefined;
  if (/[<>{}]/.test(title)) return undefined;
  const parts = title
    .split(/\s*(?::|—|–|\s-\s|\||\bfor\b)\s*/i)
    .map((p) => p.trim())
    .filter(Boolean);
  const named = parts
    .map((p) =>
      p
        .replace(INTERVIEW_WORDS, ' ')
        .replace(/\s+/g, ' ')
        .replace(/^[\s,.&-]+|[\s,.&-]+$/g, '')
        .replace(/^(?:and|or)\s+/i, ''),
    )
    .filter((p) => p.length > 2 && /\p{L}{3}/u.test(p));
  // The part that is left after the interview words: "Technical interview: X" gives X.
  return named.at(-1);
}

/** The job title a job description states on its first line, or in a "Title:"/"Role:" line. */
export function roleFromDescription(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const labelled = /^(?:job title|title|role|position)\s*[:—-]\s*(.{3,80})$/im.exec(text)?.[1];
  if (labelled) return labelled.trim();
  const first = text.split(/\n/)[0]?.trim() ?? '';
  const head = /^([A-Z][\w/&,'() -]{2,60}?)\s*(?:[—–|:(]|\s-\s|$)/.exec(first)?.[1]?.trim();
  return head && head.split(/\s+/).length <= 6 && !/[.!?]$/.test(first.slice(0, head.length + 1))
    ? head
    : undefined;
}
