import { CircleAlert, CircleCheck, CircleMinus } from 'lucide-react';
import {
  DECISION_RECOMMENDATION_LABELS,
  type DecisionEvidence as Evidence,
  type GeneratedDecision,
} from '#contracts/candidate-scorecards.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatInterviewTime } from '../utils/scorecard-format.ts';
import { CriterionAssessments } from './criterion-assessments.tsx';

const SIGNALS = {
  strength: { label: 'Strength', icon: CircleCheck, className: 'text-success' },
  concern: { label: 'Concern', icon: CircleAlert, className: 'text-destructive' },
  neutral: { label: 'Neutral', icon: CircleMinus, className: 'text-muted-foreground' },
} as const;

const SOURCES: Record<Evidence['source'], string> = {
  transcript: 'Transcript',
  evaluation: 'Evaluation',
  notes: 'Notes',
};

/**
 * The assistant's recommendation, criterion by criterion with the quotes it rests on (each opens
 * its transcript line), and where the draft came from (beside the text, never in it).
 */
export function DecisionEvidence({ draft }: { draft: GeneratedDecision }) {
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">AI recommendation:</span>
        <Badge variant="outline" data-recommendation={draft.recommendation}>
          {DECISION_RECOMMENDATION_LABELS[draft.recommendation]}
        </Badge>
        <span className="text-muted-foreground">
          by {draft.model}, <time dateTime={draft.generatedAt}>{formatInterviewTime(draft.generatedAt)}</time>
        </span>
      </div>
      {draft.notice && <p className="text-xs text-muted-foreground">{draft.notice}</p>}
      {draft.criteria.length > 0 ? (
        <CriterionAssessments criteria={draft.criteria} />
      ) : draft.evidence.length > 0 ? (
        <ul className="grid gap-2" aria-label="Evidence">
          {draft.evidence.map((item) => (
            <EvidenceItem key={`${item.source}|${item.context ?? ''}|${item.excerpt}`} item={item} />
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">No quoted evidence came with this draft.</p>
      )}
    </div>
  );
}

function EvidenceItem({ item }: { item: Evidence }) {
  const signal = SIGNALS[item.signal];
  const Icon = signal.icon;
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${signal.className}`} />
      <figure className="grid gap-0.5">
        <blockquote className="italic">“{item.excerpt}”</blockquote>
        <figcaption className="text-xs text-muted-foreground">
          {signal.label} · {SOURCES[item.source]}
          {item.context ? ` · ${item.context}` : ''}
        </figcaption>
      </figure>
    </li>
  );
}
