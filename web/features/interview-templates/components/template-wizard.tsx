import { useState } from 'react';
import type { InterviewTemplateUpdateFields } from '#contracts/interview-templates.ts';
import { useCreateTemplate } from '../api/use-create-template.ts';
import { AgendaStep } from './agenda-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { ScorecardStep } from './scorecard-step.tsx';
import { WIZARD_STEPS, WizardSteps } from './wizard-steps.tsx';

type TemplateWizardProps = { onCancel: () => void; onCreated: () => void };

/** The 3 steps of spec 001 §4 — details, scorecard, agenda — then the template is created. */
export function TemplateWizard({ onCancel, onCreated }: TemplateWizardProps) {
  const [step, setStep] = useState(0);
  const [details, setDetails] = useState<InterviewTemplateUpdateFields | null>(null);
  const [scorecardId, setScorecardId] = useState('');
  const [agendaId, setAgendaId] = useState('');
  const create = useCreateTemplate();

  const finish = (chosenAgendaId: string) => {
    if (!details || !scorecardId) {
      setStep(details ? 1 : 0);
      return;
    }
    create.mutate({ ...details, scorecardId, agendaId: chosenAgendaId }, { onSuccess: onCreated });
  };

  return (
    <div className="grid gap-5">
      <WizardSteps current={step} />
      <section aria-labelledby="wizard-step-heading" className="grid gap-4">
        <h3 id="wizard-step-heading" className="font-semibold">
          {WIZARD_STEPS[step]}
        </h3>
        {step === 0 && (
          <DetailsStep
            details={details}
            onCancel={onCancel}
            onNext={(fields) => {
              setDetails(fields);
              setStep(1);
            }}
          />
        )}
        {step === 1 && (
          <ScorecardStep
            scorecardId={scorecardId}
            onScorecardChange={setScorecardId}
            onBack={() => setStep(0)}
            onNext={(id) => {
              setScorecardId(id);
              setStep(2);
            }}
          />
        )}
        {step === 2 && (
          <AgendaStep
            agendaId={agendaId}
            onAgendaChange={setAgendaId}
            creating={create.isPending}
            onBack={() => setStep(1)}
            onFinish={finish}
          />
        )}
      </section>
    </div>
  );
}
