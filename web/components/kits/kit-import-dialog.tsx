import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { type KitImportInput, type KitPart, type KitPreview, kitRecordHref } from '#contracts/kits.ts';
import { errorMessage } from '#web/lib/api-error.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { Alert, AlertDescription } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { importKit, previewKit, readKitFile } from './kit-api.ts';

const PART_LABEL: Record<KitPart['type'], string> = {
  'interview-template': 'Interview template',
  scorecard: 'Scorecard',
  agenda: 'Agenda',
};
const TITLE_KEY = { 'interview-template': 'template', scorecard: 'scorecard', agenda: 'agenda' } as const;

type Titles = NonNullable<KitImportInput['titles']>;

/**
 * "Import Kit": choose a kit file, see what it will create (titles already in use are given a new
 * one, which the person may change), then create it. Nothing is stored before Import.
 */
export function KitImportDialog() {
  const [open, setOpen] = useState(false);
  const [kit, setKit] = useState<unknown>();
  const [titles, setTitles] = useState<Titles>({});
  const [readError, setReadError] = useState<string | null>(null);
  const fileId = useId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const preview = useMutation({ mutationFn: previewKit });
  const run = useMutation({
    mutationFn: importKit,
    onSuccess: async (created: KitPreview) => {
      await queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/interview-setup'),
      });
      const main = created.parts[0];
      notifySuccess(
        'Kit Imported',
        created.parts.map((p) => `${PART_LABEL[p.type]} "${p.title}"`).join(', '),
      );
      setOpen(false);
      if (main?.id) navigate(kitRecordHref(created.kind, main.id));
    },
  });

  const reset = () => {
    setKit(undefined);
    setTitles({});
    setReadError(null);
    preview.reset();
    run.reset();
  };
  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    try {
      const parsed = await readKitFile(file);
      setKit(parsed);
      const shown = await preview.mutateAsync({ kit: parsed });
      setTitles(Object.fromEntries(shown.parts.map((p) => [TITLE_KEY[p.type], p.title])));
    } catch (error) {
      setReadError(errorMessage(error, 'Failed to read the kit'));
    }
  };
  const error = readError ?? (run.isError ? errorMessage(run.error, 'Failed to import the kit') : null);
  const parts = preview.data?.parts ?? [];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          Import Kit
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Import Interview Kit</DialogTitle>
          <DialogDescription>
            Choose a kit file exported from Interview Hub. Nothing is created until you select Import, and
            nothing you have is replaced.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={fileId}>Kit file</Label>
          <Input
            id={fileId}
            type="file"
            accept=".json,application/json"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>
        {error && (
          <Alert variant="destructive" role="alert">
            <AlertCircle aria-hidden="true" />
            <AlertDescription>
              <p>{error}</p>
            </AlertDescription>
          </Alert>
        )}
        {preview.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            Reading the kit...
          </p>
        )}
        {parts.length > 0 && !readError && (
          <section aria-label="What will be created" className="grid gap-3">
            <h3 className="text-sm font-medium">This will create</h3>
            <ul className="grid gap-3">
              {parts.map((part) => (
                <li key={part.type} className="grid gap-1.5 rounded-md border p-3">
                  <Label htmlFor={`${fileId}-${part.type}`}>
                    {PART_LABEL[part.type]}
                    {part.items > 0 && (
                      <span className="font-normal text-muted-foreground">
                        {' '}
                        · {part.items} {part.type === 'agenda' ? 'items' : 'sections'}
                      </span>
                    )}
                  </Label>
                  <Input
                    id={`${fileId}-${part.type}`}
                    value={titles[TITLE_KEY[part.type]] ?? part.title}
                    maxLength={200}
                    onChange={(event) => setTitles({ ...titles, [TITLE_KEY[part.type]]: event.target.value })}
                  />
                  {part.renamedFrom && (
                    <p className="text-xs text-muted-foreground">
                      You already have one named "{part.renamedFrom}": this one gets a new name.
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            disabled={kit === undefined || parts.length === 0 || readError !== null || run.isPending}
            onClick={() => run.mutate({ kit, titles })}
          >
            {run.isPending ? 'Importing...' : 'Import'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
