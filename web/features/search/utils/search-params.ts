/** What the search screen shows, as its address holds it: `/search?q=…&candidate=…`. */
export type SearchFilters = {
  q: string;
  candidateId: string;
  jobOpeningId: string;
  speaker: '' | 'candidate' | 'interviewer';
  /** Days as the date fields hold them (YYYY-MM-DD), '' for none. */
  from: string;
  to: string;
};

const speakerOf = (value: string | null): SearchFilters['speaker'] =>
  value === 'candidate' || value === 'interviewer' ? value : '';

export function filtersFromSearch(search: string): SearchFilters {
  const params = new URLSearchParams(search);
  return {
    q: params.get('q') ?? '',
    candidateId: params.get('candidate') ?? '',
    jobOpeningId: params.get('job') ?? '',
    speaker: speakerOf(params.get('speaker')),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The screen's address for `filters`; empty ones are left out. */
export function searchHref(filters: SearchFilters): string {
  const entries: [string, string][] = [
    ['q', filters.q.trim()],
    ['candidate', filters.candidateId],
    ['job', filters.jobOpeningId],
    ['speaker', filters.speaker],
    ['from', filters.from],
    ['to', filters.to],
  ];
  const params = new URLSearchParams(entries.filter(([, value]) => value !== ''));
  return `/search?${params}`;
}

/** A chosen day's first or last moment in the recruiter's own time zone, as an ISO instant. */
export function dayBound(day: string, end: boolean): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const at = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** The API's query for `filters` at `offset`. */
export function toApiQuery(filters: SearchFilters, offset: number): URLSearchParams {
  const params = new URLSearchParams({ q: filters.q.trim() });
  if (filters.candidateId) params.set('candidateId', filters.candidateId);
  if (filters.jobOpeningId) params.set('jobOpeningId', filters.jobOpeningId);
  if (filters.speaker) params.set('speaker', filters.speaker);
  const from = dayBound(filters.from, false);
  const to = dayBound(filters.to, true);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (offset > 0) params.set('offset', String(offset));
  return params;
}

/** `ms` into the interview as m:ss, or h:mm:ss past an hour. */
export function formatOffset(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
