import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { RetentionSettings } from '#contracts/privacy.ts';
import { FormField } from '#web/components/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { privacyKeys, retentionQueryOptions } from '#web/lib/privacy/privacy-queries.ts';

type Field = 'recordingsDays' | 'transcriptsDays' | 'interviewsDays' | 'auditDays';
type Draft = Record<Field, string>;

const FIELDS: { field: Field; label: string; hint: string }[] = [
  {
    field: 'recordingsDays',
    label: 'Recordings (days)',
    hint: 'Audio of each participant. Empty: keep until deleted.',
  },
  {
    field: 'transcriptsDays',
    label: 'Transcripts and notes (days)',
    hint: 'What was said, the notes and suggestions. Empty: keep until deleted.',
  },
  {
    field: 'interviewsDays',
    label: 'Closed interviews (days)',
    hint: 'The whole interview, its evaluation and decision. Empty: keep until deleted.',
  },
  {
    field: 'auditDays',
    label: 'Audit trail (days)',
    hint: 'Who played, exported or erased what. At least 30 days.',
  },
];

const toDraft = (s: RetentionSettings): Draft => ({
  recordingsDays: s.recordingsDays?.toString() ?? '',
  transcriptsDays: s.transcriptsDays?.toString() ?? '',
  interviewsDays: s.interviewsDays?.toString() ?? '',
  auditDays: String(s.auditDays),
});
const days = (text: string) => (text.trim() === '' ? null : Number(text));

/** How long the account keeps what its interviews hold; counted from each interview's end. */
export function RetentionCard() {
  const saved = useQuery(retentionQueryOptions());
  if (!saved.data) return null;
  return <RetentionForm saved={saved.data} />;
}

function RetentionForm({ saved }: { saved: RetentionSettings }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => toDraft(saved));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useMutation({
    mutationFn: (input: RetentionSettings) =>
      apiRequest('/api/privacy/retention', { method: 'PUT', body: input, schema: RetentionSettings }),
    meta: { errorToast: { title: 'Update failed', fallback: 'Failed to save the retention periods' } },
    onSuccess: (data) => {
      queryClient.setQueryData(privacyKeys.retention(), data);
      void queryClient.invalidateQueries({ queryKey: privacyKeys.all });
      notifySuccess('Retention saved', 'The purge applies these periods on its next run.');
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = RetentionSettings.safeParse({
      recordingsDays: days(draft.recordingsDays),
      transcriptsDays: days(draft.transcriptsDays),
      interviewsDays: days(draft.interviewsDays),
      auditDays: days(draft.auditDays),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <Card className="max-w-xl">
      <form onSubmit={handleSubmit} noValidate className="grid gap-6">
        <CardHeader>
          <h2 className="leading-none font-semibold">Data Retention</h2>
          <CardDescription>
            How long interview data is kept after an interview ends. A scheduled purge deletes it, files
            included, and writes what it removed to the audit trail.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ field, label, hint }) => (
            <FormField key={field} id={`retention-${field}`} label={label} hint={hint} error={errors[field]}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  placeholder={field === 'auditDays' ? '730' : 'Keep until deleted'}
                  value={draft[field]}
                  onChange={(event) => {
                    setDraft((current) => ({ ...current, [field]: event.target.value }));
                    setErrors((current) => ({ ...current, [field]: undefined }));
                  }}
                />
              )}
            </FormField>
          ))}
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Retention'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
