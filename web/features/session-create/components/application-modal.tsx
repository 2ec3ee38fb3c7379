import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { APPLICATION_STATUSES, ApplicationStatus } from '#contracts/applications.ts';
import { APPLICATION_STATUS_LABELS } from '../../../components/application-status-badge.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { companyOptionsQueryOptions, jobOpeningOptionsQueryOptions } from '../api/pipeline-lookups.ts';
import {
  type ApplicationDraft,
  canSaveDraft,
  type DraftFields,
  jobLabel,
} from '../utils/application-choice.ts';
import { applicationForm, draftFields, NEW_JOB } from '../utils/application-form.ts';
import { NewJobFields } from './new-job-fields.tsx';

type ApplicationModalProps = {
  /** 'new' to add an application, a draft to edit it, null when closed. */
  target: ApplicationDraft | 'new' | null;
  onSave: (fields: DraftFields) => void;
  onClose: () => void;
};

/** Create/Edit Job Application. Nothing is sent until the session is created. */
export function ApplicationModal({ target, onSave, onClose }: ApplicationModalProps) {
  const editing = target !== null && target !== 'new' ? target : undefined;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Job Application' : 'Create Job Application'}</DialogTitle>
          <DialogDescription>
            Choose a job opening or create a new one. It is saved when the session is created.
          </DialogDescription>
        </DialogHeader>
        {target !== null && (
          <ApplicationModalForm
            key={editing?.key ?? 'new'}
            draft={editing}
            onSave={onSave}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type FormProps = {
  draft: ApplicationDraft | undefined;
  onSave: (fields: DraftFields) => void;
  onCancel: () => void;
};

function ApplicationModalForm({ draft, onSave, onCancel }: FormProps) {
  const [form, setForm] = useState(() => applicationForm(draft));
  const jobs = useQuery(jobOpeningOptionsQueryOptions);
  const companies = useQuery({ ...companyOptionsQueryOptions, enabled: form.job === NEW_JOB });
  const fields = draftFields(form, { jobs: jobs.data ?? [], companies: companies.data ?? [] });
  const change = (next: Partial<typeof form>) => setForm((current) => ({ ...current, ...next }));

  return (
    <div className="grid gap-4">
      <FormField id="application-job" label="Job Opening *">
        {(control) => (
          <NativeSelect
            {...control}
            aria-required="true"
            value={form.job}
            onChange={(event) => change({ job: event.target.value })}
          >
            <option value="">{jobs.isError ? 'Failed to load job openings' : 'Select a job opening'}</option>
            <option value={NEW_JOB}>Create New Job Opening</option>
            {(jobs.data ?? []).map((job) => (
              <option key={job.id} value={job.id}>
                {jobLabel(job.title, job.companyName)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {form.job === NEW_JOB && (
        <NewJobFields
          form={form}
          companies={companies.data ?? []}
          companiesFailed={companies.isError}
          onChange={change}
        />
      )}
      <FormField id="application-status" label="Status">
        {(control) => (
          <NativeSelect
            {...control}
            value={form.status}
            onChange={(event) => {
              const status = ApplicationStatus.safeParse(event.target.value);
              if (status.success) change({ status: status.data });
            }}
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="application-notes" label="Notes">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={form.notes}
            onChange={(event) => change({ notes: event.target.value })}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!canSaveDraft(fields)} onClick={() => onSave(fields)}>
          {draft ? 'Update Application' : 'Add Application'}
        </Button>
      </DialogFooter>
    </div>
  );
}
