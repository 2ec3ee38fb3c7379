import { OFFLINE_NOTICE, type ScorecardSection } from '#contracts/assistant.ts';

const BULLET = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+/;

/** Scorecard text as stored and edited: a section title line, its `- criterion` lines, a blank line. */
export function renderScorecard(sections: ScorecardSection[]): string {
  return sections.map((s) => [s.title, ...s.criteria.map((c) => `- ${c}`)].join('\n')).join('\n\n');
}

/** Reads scorecard text back into sections: bullets are criteria, other lines open a section. */
export function parseScorecardText(text: string | undefined): ScorecardSection[] {
  const sections: ScorecardSection[] = [];
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line === OFFLINE_NOTICE) continue;
    const current = sections.at(-1);
    if (BULLET.test(line) && current) {
      current.criteria.push(line.replace(BULLET, '').trim());
    } else if (BULLET.test(line)) {
      sections.push({ title: 'Criteria', criteria: [line.replace(BULLET, '').trim()] });
    } else {
      const title = line
        .replace(/^#+\s*/, '')
        .replace(/:$/, '')
        .trim();
      if (title) sections.push({ title, criteria: [] });
    }
  }
  return sections;
}

/** Merges sections with the same title (case-insensitive), keeping the first order and unique criteria. */
export function mergeSections(sections: ScorecardSection[]): ScorecardSection[] {
  const byTitle = new Map<string, ScorecardSection>();
  for (const section of sections) {
    const title = section.title.trim();
    if (!title) continue;
    const key = title.toLowerCase();
    const existing = byTitle.get(key) ?? { title, criteria: [] };
    byTitle.set(key, existing);
    for (const criterion of section.criteria.map((c) => c.trim()).filter(Boolean)) {
      if (!existing.criteria.some((c) => c.toLowerCase() === criterion.toLowerCase()))
        existing.criteria.push(criterion);
    }
  }
  return [...byTitle.values()];
}
