import { ArrowLeft, Loader2 } from 'lucide-react';
import type { QuickCreateOutput, QuickCreateSaveInput } from '#contracts/quick-create.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useKitReview } from '#web/features/quick-create/hooks/use-kit-review.ts';
import type { SaveField } from '#web/features/quick-create/utils/save-payload.ts';
import { StepHeading } from '../step-heading.tsx';
import { EnhancementSummary } from './enhancement-summary.tsx';
import { ReviewSection } from './review-section.tsx';
import { SessionDetailsCard } from './session-details-card.tsx';

type ReviewStepProps = {
  output: QuickCreateOutput;
  saving: boolean;
  onSave: (payload: QuickCreateSaveInput) => void;
  onEditInputs: () => void;
};

const FIELD_IDS: Record<SaveField, string> = {
  interviewTitle: 'quick-interview-title',
  candidateName: 'quick-candidate-name',
  form: 'quick-create-session',
};

/** Step 2 of 2: review the generated agenda and scorecard change by change, then create the session. */
export function ReviewStep({ output, saving, onSave, onEditInputs }: ReviewStepProps) {
  const review = useKitReview(output);
  const create = () => {
    if (saving) return;
    const result = review.submit();
    if ('payload' in result) onSave(result.payload);
    else document.getElementById(FIELD_IDS[result.invalid])?.focus();
  };

  return (
    <section aria-labelledby="quick-step-heading" className="grid gap-6">
      <StepHeading step={2} title="Review Generated Content" focus />
      <SessionDetailsCard values={review.details} errors={review.errors} onChange={review.updateDetails} />
      <EnhancementSummary output={output} />
      <ReviewSection
        list="agenda"
        items={output.agenda.items}
        state={review.agenda}
        onChange={review.setAgenda}
      />
      <ReviewSection
        list="scorecard"
        items={output.scorecard.items}
        state={review.scorecard}
        onChange={review.setScorecard}
      />
      {review.errors.form && <p className="text-sm text-destructive">{review.errors.form}</p>}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={onEditInputs} disabled={saving}>
          <ArrowLeft aria-hidden="true" />
          Edit Inputs
        </Button>
        <Button id="quick-create-session" onClick={create} disabled={saving}>
          {saving && <Loader2 aria-hidden="true" className="animate-spin" />}
          {saving ? 'Creating Session...' : 'Create Session'}
        </Button>
      </div>
    </section>
  );
}
