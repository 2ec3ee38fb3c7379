import {
  CRITERION_RATING_LABELS,
  type CriterionAssessment,
  type DecisionEvidence,
} from '#contracts/candidate-scorecards.ts';
import { useTranscriptFocus } from '#web/components/transcript/transcript-focus.tsx';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';

const RATING_BADGE: Record<CriterionAssessment['rating'], BadgeProps['variant']> = {
  strong: 'success',
  meets: 'success',
  mixed: 'warning',
  below: 'destructive',
  not_assessed: 'secondary',
};
const STRENGTH: Record<CriterionAssessment['evidenceStrength'], string> = {
  strong: 'specific evidence',
  moderate: 'general evidence',
  weak: 'vague evidence only',
  none: 'no evidence yet',
};
const BASIS: Record<CriterionAssessment['basis'], string> = {
  interviewer: 'rated from your own notes',
  transcript: 'from the transcript',
  none: '',
};

/** The decision's rubric: each criterion's rating, how strong its evidence is, and the quotes. */
export function CriterionAssessments({ criteria }: { criteria: CriterionAssessment[] }) {
  return (
    <ul aria-label="By criterion" className="grid gap-3">
      {criteria.map((c) => (
        <li key={c.criterion} className="grid gap-1.5 rounded-md border bg-card p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{c.criterion}</span>
            <Badge variant={RATING_BADGE[c.rating]}>{CRITERION_RATING_LABELS[c.rating]}</Badge>
          </div>
          <p className="text-xs text-muted-foreground">
            {[STRENGTH[c.evidenceStrength], BASIS[c.basis]].filter(Boolean).join(' · ')}
          </p>
          {c.evidence.length > 0 && (
            <ul className="grid gap-1">
              {c.evidence.map((e) => (
                <Quote key={`${e.source}|${e.excerpt}`} item={e} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function Quote({ item }: { item: DecisionEvidence }) {
  const { focus } = useTranscriptFocus();
  const text = (
    <>
      <q className="italic">{item.excerpt}</q>
      {item.source === 'evaluation' && <span className="text-muted-foreground"> · your notes</span>}
    </>
  );
  const at = item.at;
  return (
    <li className="text-sm">
      {at ? (
        <button
          type="button"
          onClick={() => focus(at.chunkId)}
          title="Show in the transcript"
          className="rounded-sm text-left underline decoration-dotted underline-offset-4 hover:decoration-solid focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {text}
        </button>
      ) : (
        text
      )}
    </li>
  );
}
