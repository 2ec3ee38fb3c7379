import type { EvaluationSection } from '#contracts/sessions.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SectionDrafts } from '../hooks/use-section-drafts.ts';

type EvaluationSectionsProps = {
  sections: EvaluationSection[];
  drafts: SectionDrafts;
  /** Makes the field ids unique when several interviews share section ids. */
  idPrefix: string;
  depth?: number;
};

/** The evaluation tree: a title and a text area per section, children nested below their parent. */
export function EvaluationSections({ sections, drafts, idPrefix, depth = 0 }: EvaluationSectionsProps) {
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
              {drafts.isChanged(section.id) && <Badge variant="warning">Unsaved</Badge>}
            </div>
            <Textarea
              id={fieldId}
              value={drafts.valueOf(section)}
              onChange={(event) => drafts.edit(section.id, event.target.value)}
              className={depth === 0 ? 'min-h-28' : 'min-h-20'}
            />
            {section.children.length > 0 && (
              <EvaluationSections
                sections={section.children}
                drafts={drafts}
                idPrefix={idPrefix}
                depth={depth + 1}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
