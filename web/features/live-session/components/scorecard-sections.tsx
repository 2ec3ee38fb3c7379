import type { EvaluationSection } from '#contracts/sessions.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ScorecardDrafts } from './scorecard-drafts.ts';

type ScorecardSectionsProps = {
  sections: EvaluationSection[];
  drafts: ScorecardDrafts;
  /** Nesting level: top-level text areas are taller (spec 000 §9). */
  depth?: number;
};

/** The evaluation's sections as a tree, each with its own text area. */
export function ScorecardSections({ sections, drafts, depth = 0 }: ScorecardSectionsProps) {
  return (
    <ul className={cn('grid gap-4', depth > 0 && 'ml-3 border-l pl-3')}>
      {sections.map((section) => {
        const fieldId = `evaluation-section-${section.id}`;
        return (
          <li key={section.id} className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Label htmlFor={fieldId} className={cn(depth > 0 && 'font-normal')}>
                {section.title}
              </Label>
              {section.editedByUser && <Badge variant="outline">Edited</Badge>}
              {drafts.isChanged(section.id) && <Badge variant="warning">Unsaved</Badge>}
            </div>
            <Textarea
              id={fieldId}
              value={drafts.valueOf(section)}
              onChange={(event) => drafts.edit(section.id, event.target.value)}
              className={depth === 0 ? 'min-h-[120px]' : 'min-h-20'}
            />
            {section.children.length > 0 && (
              <ScorecardSections sections={section.children} drafts={drafts} depth={depth + 1} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
