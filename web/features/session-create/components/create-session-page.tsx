import { ArrowLeft, Loader2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { useCreateSession } from '../api/use-create-session.ts';
import { useSessionForm } from '../hooks/use-session-form.ts';
import { candidateDisplayName, NEW_CANDIDATE } from '../utils/session-form.ts';
import { ApplicationsSection } from './applications-section.tsx';
import { CandidateSection } from './candidate-section.tsx';
import { ParticipantsSection } from './participants-section.tsx';
import { SessionDetailsSection } from './session-details-section.tsx';
import { SessionPreview } from './session-preview.tsx';

/** /sessions/new: a session for an existing or new candidate; on success it opens /sessions/{id}. */
export function CreateSessionPage() {
  const form = useSessionForm();
  const create = useCreateSession();
  const { values } = form;
  const { choice } = values.candidate;
  const existingCandidate =
    choice !== '' && choice !== NEW_CANDIDATE ? { id: choice, name: values.candidate.name } : null;

  const fieldIds = {
    candidate: choice === NEW_CANDIDATE ? 'session-new-candidate' : 'session-candidate',
    meetingUrl: 'session-meeting-url',
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const result = form.submit();
    if ('request' in result) create.mutate(result.request);
    else document.getElementById(fieldIds[result.invalid])?.focus();
  };

  return (
    <>
      <Link href="/sessions" className={buttonVariants({ variant: 'ghost', className: 'mb-4 w-fit' })}>
        <ArrowLeft aria-hidden="true" />
        Back to Sessions
      </Link>
      <PageHeader
        title="Create Interview Session"
        description="Set up an AI-assisted interview for a candidate."
      />
      <form noValidate onSubmit={submit} className="grid max-w-4xl gap-6">
        <CandidateSection
          value={values.candidate}
          onChange={form.setCandidate}
          error={form.errors.candidate}
        />
        <ApplicationsSection
          candidate={existingCandidate}
          choices={values.applications}
          onChange={(applications) => form.update({ applications })}
        />
        <SessionDetailsSection
          values={values}
          onChange={form.update}
          meetingUrlError={form.errors.meetingUrl}
          onMeetingUrlBlur={form.showMeetingUrlError}
        />
        <ParticipantsSection
          participants={values.participants}
          onChange={(participants) => form.update({ participants })}
        />
        {values.applications.length > 0 && (
          <SessionPreview
            candidateName={candidateDisplayName(values.candidate)}
            newCandidate={choice === NEW_CANDIDATE}
            applications={values.applications}
          />
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
            {create.isPending ? 'Creating Session...' : 'Create Interview Session'}
          </Button>
        </div>
      </form>
    </>
  );
}
