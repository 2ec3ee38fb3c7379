// web/lib/evaluation/: a session's evaluation as people edit it (live dashboard, candidate scorecards).
import { useCallback, useMemo, useState } from 'react';
import type { EvaluationSection, SectionChangesInput } from '#contracts/evaluation.ts';

/** A person's text for one section, as the save sends it. */
export type SectionChange = SectionChangesInput['sections'][number];

function contentById(sections: EvaluationSection[], into = new Map<string, string>()) {
  for (const section of sections) {
    into.set(section.id, section.content);
    contentById(section.children, into);
  }
  return into;
}

/**
 * A person's unsaved text per section, kept apart from the loaded evaluation. A section they have
 * touched shows its draft until saved, so live `evaluation_updated` changes never overwrite it;
 * untouched sections show the loaded content as it changes. Only drafts that differ from the
 * loaded text count as changes: typing a section back to it makes the evaluation clean again.
 */
export function useSectionDrafts(sections: EvaluationSection[]) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const loaded = useMemo(() => contentById(sections), [sections]);

  const changes: SectionChange[] = Object.entries(drafts)
    .filter(([id, content]) => loaded.has(id) && loaded.get(id) !== content)
    .map(([id, content]) => ({ id, content }));

  const edit = useCallback((sectionId: string, content: string) => {
    setDrafts((current) => ({ ...current, [sectionId]: content }));
  }, []);

  /**
   * After a save: lets the saved drafts go (unless typed on meanwhile) and those that match the
   * loaded text, so later changes of those sections show through.
   */
  const settle = useCallback(
    (saved: SectionChange[]) => {
      const savedText = new Map(saved.map(({ id, content }) => [id, content]));
      setDrafts((current) =>
        Object.fromEntries(
          Object.entries(current).filter(
            ([id, content]) => savedText.get(id) !== content && loaded.get(id) !== content,
          ),
        ),
      );
    },
    [loaded],
  );

  return {
    valueOf: (section: EvaluationSection) => drafts[section.id] ?? section.content,
    isChanged: (sectionId: string) => changes.some((change) => change.id === sectionId),
    changes,
    dirty: changes.length > 0,
    edit,
    settle,
  };
}
export type SectionDrafts = ReturnType<typeof useSectionDrafts>;
