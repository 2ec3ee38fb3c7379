import { useState } from 'react';
import { APPLICATION_STATUSES, ApplicationStatus } from '#contracts/applications.ts';
import { APPLICATION_STATUS_LABELS } from '#web/components/application-status-badge.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { SearchSelect } from '#web/components/search-select.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { jobOpeningOptionsQueryOptions } from '#web/lib/selector-queries.ts';
import { jobOpeningQueryOptions } from '../api/pipeline-lookups.ts';
import {
  type ApplicationDraft,
  canSaveDraft,
  type DraftFields,
  jobLabel,
} from '../utils/application-choice.ts';
import {
  applicationForm,
  type ChosenOptions,
  draftFields,
  draftOptions,
  NEW_JOB,
} from '../utils/application-form.ts';
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
  // What was chosen from the searches: named in the draft, and kept listed by later searches.
  const [chosen, setChosen] = useState(() => draftOptions(draft));
  const fields = draftFields(form, chosen);
  const change = (next: Partial<typeof form>) => setForm((current) => ({ ...current, ...next }));
  const choose = (next: Partial<ChosenOptions>) => setChosen((current) => ({ ...current, ...next }));
  const chosenJob = chosen.jobs.find((job) => job.id === form.job);

  return (
    <div className="grid gap-4">
      <FormField id="application-job" label="Job Opening *">
        {(control) => (
          <SearchSelect
            {...control}
            required
            value={form.job}
            onChange={(job, option) => {
              change({ job });
              if (option) choose({ jobs: [option] });
            }}
            matches={jobOpeningOptionsQueryOptions}
            lookUp={jobOpeningQueryOptions}
            labelOf={(job) => jobLabel(job.title, job.companyName)}
            known={chosenJob && { id: chosenJob.id, label: jobLabel(chosenJob.title, chosenJob.companyName) }}
            leading={[{ id: NEW_JOB, label: 'Create New Job Opening' }]}
            searchLabel="Search job openings"
            searchPlaceholder="Type a title or company to find a job opening..."
            noneLabel="Select a job opening"
            failedLabel="Failed to load job openings"
            unknownLabel="Unknown job opening"
          />
        )}
      </FormField>
      {form.job === NEW_JOB && (
        <NewJobFields
          form={form}
          chosen={chosen.companies}
          onChange={change}
          onChoose={(company) => choose({ companies: [company] })}
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
