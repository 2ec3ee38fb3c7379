import { Save, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { DECISION_REQUIRED_MESSAGE, type ScorecardSessionDetail } from '#contracts/candidate-scorecards.ts';
import { DECISION_AUTHOR_LABELS, type DecisionAuthor } from '#contracts/privacy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useGenerateDecision } from '../api/use-generate-decision.ts';
import { useSaveDecision } from '../api/use-save-decision.ts';
import { DecisionEvidence } from './decision-evidence.tsx';

type DecisionPanelProps = { scorecardId: string; session: ScorecardSessionDetail };

/**
 * The interview decision: the saved text is what opens in the text area (else the last AI draft,
 * marked as a draft). "Generate Decision" puts a fresh draft in the text area when it holds no
 * text of the interviewer's own; their text is never replaced without asking. Nothing is kept
 * until "Save Decision".
 */
export function DecisionPanel({ scorecardId, session }: DecisionPanelProps) {
  const ids = { heading: useId(), field: useId(), state: useId(), error: useId() };
  const { decision: saved, decisionAuthor, aiDecision } = session.decision;
  const [text, setText] = useState(saved ?? aiDecision?.decision ?? '');
  const [invalid, setInvalid] = useState(false);
  const generate = useGenerateDecision(scorecardId, session.id);
  const save = useSaveDecision(scorecardId, session.id);

  const [kept, setKept] = useState(false);
  // The interviewer's own text (saved or typed) is never replaced by a draft; an earlier draft is.
  const onGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: (draft) => {
        const own = text.trim() !== '' && text !== aiDecision?.decision;
        setKept(own);
        if (!own) setText(draft.decision);
        setInvalid(false);
      },
    });
  const onSave = () => {
    if (text.trim() === '') {
      setInvalid(true);
      return;
    }
    save.mutate(text, { onSuccess: (dto) => setText(dto.decision ?? text) });
  };

  return (
    <fieldset aria-labelledby={ids.heading} className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={ids.heading} className="font-semibold">
          AI Decision
        </h3>
        <Button size="sm" variant="outline" onClick={onGenerate} disabled={generate.isPending}>
          <Sparkles aria-hidden="true" />
          {generate.isPending ? 'Generating...' : 'Generate Decision'}
        </Button>
      </div>
      {aiDecision && <DecisionEvidence draft={aiDecision} />}
      {kept && aiDecision && (
        <div role="status" className="grid gap-2 rounded-md border border-dashed p-3 text-sm">
          <p>
            Your decision text was kept. The new draft is below; use it only if you want to replace your text.
          </p>
          <p className="whitespace-pre-wrap text-muted-foreground">{aiDecision.decision}</p>
          <Button
            size="sm"
            variant="outline"
            className="w-fit"
            onClick={() => {
              setText(aiDecision.decision);
              setKept(false);
            }}
          >
            Replace my text with the draft
          </Button>
        </div>
      )}
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={ids.field}>Decision</Label>
          <span id={ids.state} className="text-xs text-muted-foreground">
            {decisionState(text, saved, aiDecision?.decision, decisionAuthor)}
          </span>
        </div>
        <Textarea
          id={ids.field}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          placeholder="Generate a decision or write your own."
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${ids.state} ${ids.error}` : ids.state}
          className="min-h-32"
        />
        {invalid && (
          <p id={ids.error} role="alert" className="text-sm text-destructive">
            {DECISION_REQUIRED_MESSAGE}
          </p>
        )}
      </div>
      <Button size="sm" className="w-fit" onClick={onSave} disabled={save.isPending}>
        <Save aria-hidden="true" />
        {save.isPending ? 'Saving...' : 'Save Decision'}
      </Button>
    </fieldset>
  );
}

/** Whether the text area holds the saved decision (and who wrote it), the unsaved AI draft, or unsaved edits. */
function decisionState(
  text: string,
  saved: string | null,
  draft: string | undefined,
  author: DecisionAuthor | null,
): string {
  if (saved !== null && text === saved)
    return `Saved decision · ${DECISION_AUTHOR_LABELS[author ?? 'person']}`;
  if (draft !== undefined && text === draft) return 'AI draft, not saved yet';
  if (text.trim() === '') return 'No decision yet';
  return 'Unsaved changes';
}
