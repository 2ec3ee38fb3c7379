import { Sparkles } from 'lucide-react';
import type { FormEvent } from 'react';
import { QUICK_CREATE_LIMITS } from '#contracts/quick-create.ts';
import { ModelSelect } from '#web/components/ai-generation/model-select.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { useDetailsForm } from '#web/features/quick-create/hooks/use-details-form.ts';
import type { DetailsField } from '#web/features/quick-create/utils/details-form.ts';
import { StepHeading } from '../step-heading.tsx';
import { DurationSliders } from './duration-sliders.tsx';
import { GenerationProgress } from './generation-progress.tsx';
import { JobFields } from './job-fields.tsx';
import { PdfUploadField } from './pdf-upload-field.tsx';
import { TemplateChoiceField } from './template-choice-field.tsx';

type DetailsStepProps = {
  form: ReturnType<typeof useDetailsForm>;
  generating: boolean;
  progress: string;
  onGenerate: () => void;
  onCancel: () => void;
  /** The step was entered from step 2: its heading takes the focus. */
  returned: boolean;
};

/** The controls that may hold a field's error, in order; the first one on screen gets the focus. */
const FIELD_CONTROL_IDS: Record<DetailsField, string[]> = {
  jobRole: ['quick-job-role'],
  jobDescription: ['quick-job-description'],
  scorecardTemplate: ['quick-scorecard-existing-id', 'quick-scorecard-new-content'],
  agendaTemplate: ['quick-agenda-existing-id', 'quick-agenda-new-content'],
  maxDuration: ['quick-max-duration'],
  interviewExpectations: ['quick-expectations'],
  form: ['quick-generate'],
};

/** Moves the focus to the control of an invalid field. */
export function focusDetailsField(field: DetailsField) {
  for (const id of FIELD_CONTROL_IDS[field]) {
    const control = document.getElementById(id);
    if (control) return control.focus();
  }
}

/** Step 1 of 2: what the interview is for; Generate sends it with the PDFs. */
export function DetailsStep(props: DetailsStepProps) {
  const { form, generating, progress, onGenerate, onCancel, returned } = props;
  const { values, errors, update } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!generating) onGenerate();
  };

  return (
    <section aria-labelledby="quick-step-heading" className="grid gap-4">
      <StepHeading step={1} title="Provide interview details" focus={returned} />
      <Card>
        <CardContent>
          <form noValidate onSubmit={submit} aria-busy={generating || undefined} className="grid gap-6">
            <fieldset disabled={generating} className="grid gap-6">
              <legend className="sr-only">Interview details</legend>
              <JobFields values={values} errors={errors} onChange={update} />
              <div className="grid gap-6 md:grid-cols-2">
                <TemplateChoiceField
                  kind="scorecard"
                  value={values.scorecardTemplate}
                  error={errors.scorecardTemplate}
                  onChange={(scorecardTemplate) => update({ scorecardTemplate })}
                />
                <TemplateChoiceField
                  kind="agenda"
                  value={values.agendaTemplate}
                  error={errors.agendaTemplate}
                  onChange={(agendaTemplate) => update({ agendaTemplate })}
                />
              </div>
              <DurationSliders
                minDuration={values.minDuration}
                maxDuration={values.maxDuration}
                error={errors.maxDuration}
                onChange={update}
              />
              <FormField
                id="quick-expectations"
                label="Interview Expectations"
                hint="What this interview should find out, e.g. depth with distributed systems."
                error={errors.interviewExpectations}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    rows={3}
                    maxLength={QUICK_CREATE_LIMITS.expectations}
                    value={values.interviewExpectations}
                    onChange={(event) => update({ interviewExpectations: event.target.value })}
                  />
                )}
              </FormField>
              <div className="grid gap-6 md:grid-cols-2">
                <PdfUploadField
                  field="resume"
                  label="Resume (PDF, optional)"
                  hint="Questions are tailored to the resume; the candidate's name is read from it."
                  file={values.resume}
                  onChange={(resume) => update({ resume })}
                />
                <PdfUploadField
                  field="linkedinProfile"
                  label="LinkedIn Profile (PDF, optional)"
                  hint="A LinkedIn profile saved as PDF."
                  file={values.linkedinProfile}
                  onChange={(linkedinProfile) => update({ linkedinProfile })}
                />
              </div>
              <ModelSelect id="quick-model" value={values.model} onChange={(model) => update({ model })} />
            </fieldset>
            {errors.form && <p className="text-sm text-destructive">{errors.form}</p>}
            <div className="flex flex-wrap items-center gap-2">
              <Button id="quick-generate" type="submit" disabled={generating}>
                <Sparkles aria-hidden="true" />
                {generating ? 'Generating...' : 'Generate'}
              </Button>
              {generating && (
                <Button variant="outline" onClick={onCancel}>
                  Cancel
                </Button>
              )}
            </div>
            <GenerationProgress generating={generating} progress={progress} />
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
