import type { EvaluationSection } from '#contracts/evaluation.ts';
import { EvaluationSectionTree } from '#web/components/evaluation-section-tree.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import type { SectionDrafts } from '#web/lib/evaluation/use-section-drafts.ts';

type ScorecardSectionsProps = {
  sections: EvaluationSection[];
  drafts: SectionDrafts;
  /** The interview is running: criteria nobody has spoken to yet are marked. */
  live: boolean;
};

/** The live evaluation's tree: sections a person wrote are marked, top-level text areas are 120 px (spec 000 §9). */
export function ScorecardSections({ sections, drafts, live }: ScorecardSectionsProps) {
  return (
    <EvaluationSectionTree
      sections={sections}
      drafts={drafts}
      idPrefix="evaluation"
      topLevelHeight="min-h-[120px]"
      markEdited
      badge={(section) =>
        live && notYetCovered(section) && <Badge variant="secondary">Not yet covered</Badge>
      }
    />
  );
}

/** A criterion with no evidence and no text of a person's yet (its guidance alone does not count). */
export function notYetCovered(section: EvaluationSection): boolean {
  if (section.children.length > 0 || section.editedByUser || section.evidence.length > 0) return false;
  const content = section.content.trim();
  return content === '' || content === section.guidance.trim();
}
