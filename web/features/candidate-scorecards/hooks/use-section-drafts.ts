import { useCallback, useMemo, useState } from 'react';
import type { EvaluationSection } from '#contracts/sessions.ts';
import type { SectionChange } from '../api/use-save-evaluation.ts';

function contentById(sections: EvaluationSection[], into = new Map<string, string>()) {
  for (const section of sections) {
    into.set(section.id, section.content);
    contentById(section.children, into);
  }
  return into;
}

/**
 * The person's edits to one session's evaluation, kept beside the loaded tree. The session is
 * dirty while any edited text differs from the loaded one; typing a section back to its loaded
 * text makes it clean again. Once a save lands in the cache the loaded text matches, so the
 * edit no longer counts even before it is let go.
 */
export function useSectionDrafts(sections: EvaluationSection[]) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const loaded = useMemo(() => contentById(sections), [sections]);

  const changes: SectionChange[] = Object.entries(drafts)
    .filter(([id, content]) => loaded.has(id) && loaded.get(id) !== content)
    .map(([sectionId, content]) => ({ sectionId, content }));

  const edit = useCallback((sectionId: string, content: string) => {
    setDrafts((current) => ({ ...current, [sectionId]: content }));
  }, []);

  /** Lets saved edits go (unless typed on meanwhile), so later loads of those sections show through. */
  const settle = useCallback((saved: SectionChange[]) => {
    setDrafts((current) => {
      const next = { ...current };
      for (const { sectionId, content } of saved) {
        if (next[sectionId] === content) delete next[sectionId];
      }
      return next;
    });
  }, []);

  return {
    valueOf: (section: EvaluationSection) => drafts[section.id] ?? section.content,
    isChanged: (sectionId: string) => changes.some((change) => change.sectionId === sectionId),
    changes,
    dirty: changes.length > 0,
    edit,
    settle,
  };
}
export type SectionDrafts = ReturnType<typeof useSectionDrafts>;
