import type { ReactNode } from 'react';
import type { EvaluationSection } from '#contracts/evaluation.ts';
import { cn } from '#web/lib/cn.ts';
import type { SectionDrafts } from '#web/lib/evaluation/use-section-drafts.ts';
import { EvidenceQuotes } from './transcript/evidence-quotes.tsx';
import { Badge } from './ui/badge.tsx';
import { Label } from './ui/label.tsx';
import { Textarea } from './ui/textarea.tsx';

type EvaluationSectionTreeProps = {
  sections: EvaluationSection[];
  drafts: SectionDrafts;
  /** Field ids are `<idPrefix>-section-<id>`: unique when several evaluations share section ids. */
  idPrefix: string;
  /** The minimum height of top-level text areas (nested ones are 80 px). */
  topLevelHeight: string;
  /** Marks the sections a person wrote as "Edited". */
  markEdited?: boolean;
  /** A last badge beside a section's title, if any. */
  badge?: (section: EvaluationSection) => ReactNode;
  depth?: number;
};

/**
 * An evaluation's sections as a tree, each with its text area (showing the person's draft), its
 * guidance until the text says otherwise, and the quotes behind its draft (each opens its
 * transcript line); children nest below their parent.
 */
export function EvaluationSectionTree(props: EvaluationSectionTreeProps) {
  const { sections, drafts, idPrefix, topLevelHeight, markEdited = false, badge, depth = 0 } = props;
  return (
    <ul className={cn('grid gap-4', depth > 0 && 'ml-3 border-l pl-3')}>
      {sections.map((section) => {
        const fieldId = `${idPrefix}-section-${section.id}`;
        return (
          <li key={section.id} className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Label htmlFor={fieldId} className={cn(depth > 0 && 'font-normal')}>
                {section.title}
              </Label>
              {markEdited && section.editedByUser && <Badge variant="outline">Edited</Badge>}
              {drafts.isChanged(section.id) && <Badge variant="warning">Unsaved</Badge>}
              {badge?.(section)}
            </div>
            {section.guidance && section.guidance !== drafts.valueOf(section) && (
              <p className="text-xs text-muted-foreground">{section.guidance}</p>
            )}
            <Textarea
              id={fieldId}
              value={drafts.valueOf(section)}
              onChange={(event) => drafts.edit(section.id, event.target.value)}
              className={depth === 0 ? topLevelHeight : 'min-h-20'}
            />
            <EvidenceQuotes evidence={section.evidence} label={section.title} />
            {section.children.length > 0 && (
              <EvaluationSectionTree {...props} sections={section.children} depth={depth + 1} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
