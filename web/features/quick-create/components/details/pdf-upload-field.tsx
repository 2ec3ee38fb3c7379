import { FileText, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef } from 'react';
import {
  INVALID_FILE_TITLE,
  PDF_REQUIRED_MESSAGE,
  type QuickCreateFileField,
} from '#contracts/quick-create.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  FILE_LABELS,
  fileSize,
  pdfProblem,
  tooLargeMessage,
} from '#web/features/quick-create/utils/pdf-file.ts';
import { notifyError } from '#web/lib/notify.ts';

type PdfUploadFieldProps = {
  field: QuickCreateFileField;
  label: string;
  hint: string;
  file: File | null;
  onChange: (file: File | null) => void;
};

/**
 * An optional PDF: anything else is refused with 'Invalid File' / 'Please select a PDF file.' and
 * not kept. A chosen file shows its name with Remove; it stays chosen while the step changes.
 */
export function PdfUploadField({ field, label, hint, file, onChange }: PdfUploadFieldProps) {
  const id = `quick-${field}`;
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const removed = useRef(false);

  useEffect(() => {
    if (file || !removed.current) return;
    removed.current = false;
    inputRef.current?.focus();
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = pdfProblem(chosen);
    if (problem) {
      event.target.value = '';
      notifyError(INVALID_FILE_TITLE, problem === 'not-pdf' ? PDF_REQUIRED_MESSAGE : tooLargeMessage(field));
      return;
    }
    onChange(chosen);
  };
  const remove = () => {
    removed.current = true;
    onChange(null);
  };

  const hintLine = (
    <p id={hintId} className="text-xs text-muted-foreground">
      {hint}
    </p>
  );
  if (!file)
    return (
      <div className="grid content-start gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Input
          ref={inputRef}
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={hintId}
          className="cursor-pointer file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium"
          onChange={choose}
        />
        {hintLine}
      </div>
    );
  return (
    <fieldset className="grid content-start gap-2" aria-describedby={hintId}>
      <legend className="mb-2 text-sm leading-none font-medium">{label}</legend>
      <div className="flex items-center gap-2 rounded-md border bg-muted/40 px-3 py-1.5 text-sm">
        <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 flex-1 truncate" title={file.name}>
          {file.name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground">{fileSize(file.size)}</span>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={`Remove ${FILE_LABELS[field]} ${file.name}`}
          onClick={remove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {hintLine}
    </fieldset>
  );
}
