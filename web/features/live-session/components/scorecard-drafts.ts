import { useCallback, useMemo, useState } from 'react';
import type { EvaluationSection } from '#contracts/sessions.ts';
import type { SectionChange } from '../api/evaluation-sections-save.ts';

function contentById(sections: EvaluationSection[], into = new Map<string, string>()) {
  for (const section of sections) {
    into.set(section.id, section.content);
    contentById(section.children, into);
  }
  return into;
}

/**
 * The user's unsaved text per section, kept apart from the cached evaluation. A section the
 * user has touched shows its draft until saved, so live `evaluation_updated` changes never
 * overwrite it; untouched sections show the cached content as it changes.
 */
export function useScorecardDrafts(sections: EvaluationSection[]) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const saved = useMemo(() => contentById(sections), [sections]);

  const changes: SectionChange[] = Object.entries(drafts)
    .filter(([id, content]) => saved.has(id) && saved.get(id) !== content)
    .map(([sectionId, content]) => ({ sectionId, content }));

  const edit = useCallback((sectionId: string, content: string) => {
    setDrafts((current) => ({ ...current, [sectionId]: content }));
  }, []);

  /** Lets a draft go once the server holds its text (unless the user typed on meanwhile). */
  const release = useCallback(({ sectionId, content }: SectionChange) => {
    setDrafts((current) => {
      if (current[sectionId] !== content) return current;
      const { [sectionId]: _saved, ...rest } = current;
      return rest;
    });
  }, []);

  /** Drops drafts that match what is saved: nothing is left to write for them. */
  const releaseUnchanged = useCallback(() => {
    setDrafts((current) =>
      Object.fromEntries(Object.entries(current).filter(([id, content]) => saved.get(id) !== content)),
    );
  }, [saved]);

  return {
    valueOf: (section: EvaluationSection) => drafts[section.id] ?? section.content,
    isChanged: (sectionId: string) => changes.some((change) => change.sectionId === sectionId),
    changes,
    dirty: changes.length > 0,
    edit,
    release,
    releaseUnchanged,
  };
}
export type ScorecardDrafts = ReturnType<typeof useScorecardDrafts>;
