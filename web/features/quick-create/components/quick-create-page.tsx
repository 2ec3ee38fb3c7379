import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { QuickCreateOutput } from '#contracts/quick-create.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { useGenerateKit } from '../api/use-generate-kit.ts';
import { useSaveKit } from '../api/use-save-kit.ts';
import { useDetailsForm } from '../hooks/use-details-form.ts';
import { DetailsStep, focusDetailsField } from './details/details-step.tsx';
import { ReviewStep } from './review/review-step.tsx';

/** A generated kit; `run` tells generations apart, so a new one starts a fresh review. */
type Generated = { output: QuickCreateOutput; run: number; job: { jobRole: string; jobDescription: string } };

/**
 * /sessions/new/quick: step 1 collects the interview details and generates an agenda and a
 * scorecard; step 2 reviews them change by change and creates the session at /sessions/{id}.
 * "Edit Inputs" returns to step 1 with every input kept, the PDFs included.
 */
export function QuickCreatePage() {
  const form = useDetailsForm();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [returned, setReturned] = useState(false);
  const job = useRef<Generated['job']>({ jobRole: '', jobDescription: '' });
  const generation = useGenerateKit((output) => {
    setGenerated((current) => ({ output, run: (current?.run ?? 0) + 1, job: job.current }));
    setStep(2);
  });
  const save = useSaveKit();

  const generate = () => {
    const result = form.submit();
    if ('invalid' in result) return focusDetailsField(result.invalid);
    const { values } = form;
    // The session keeps the job it was made for: the assistant works from its description.
    job.current = { jobRole: result.input.jobRole, jobDescription: result.input.jobDescription ?? '' };
    generation.generate({
      input: result.input,
      files: { resume: values.resume, linkedinProfile: values.linkedinProfile },
      model: values.model || undefined,
    });
  };
  const editInputs = () => {
    setReturned(true);
    setStep(1);
  };

  return (
    <>
      <Link href="/sessions" className={buttonVariants({ variant: 'ghost', className: 'mb-4 w-fit' })}>
        <ArrowLeft aria-hidden="true" />
        Back to Sessions
      </Link>
      <PageHeader
        title="Quick Create Interview"
        description="Generate an interview agenda and scorecard from the job, the resume and the time you have."
      />
      <div className="grid max-w-5xl gap-6">
        {step === 2 && generated ? (
          <ReviewStep
            key={generated.run}
            output={generated.output}
            saving={save.isPending}
            onSave={(payload) => save.mutate({ ...payload, ...generated.job })}
            onEditInputs={editInputs}
          />
        ) : (
          <DetailsStep
            form={form}
            generating={generation.generating}
            progress={generation.progress}
            onGenerate={generate}
            onCancel={generation.cancel}
            returned={returned}
          />
        )}
      </div>
    </>
  );
}
