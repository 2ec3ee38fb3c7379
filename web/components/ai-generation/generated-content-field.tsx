import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../form-field.tsx';
import { Textarea } from '../ui/textarea.tsx';

type GeneratedContentFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  /** While true the field is read-only and shows `progress`, the text streamed so far. */
  generating: boolean;
  progress: string;
  rows?: number;
  placeholder?: string;
};

/**
 * The content of a scorecard or agenda. During a generation it is the live preview of the
 * streamed text; afterwards it holds the draft, which is what gets saved (spec 001 §5).
 */
export function GeneratedContentField(props: GeneratedContentFieldProps) {
  const { id, label, registration, error, hint, generating, progress, rows = 12, placeholder } = props;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) =>
        generating ? (
          <Textarea
            {...control}
            readOnly
            aria-busy="true"
            value={progress}
            rows={rows}
            className="font-mono"
          />
        ) : (
          <Textarea
            {...control}
            {...registration}
            aria-required="true"
            rows={rows}
            placeholder={placeholder}
            className="font-mono"
          />
        )
      }
    </FormField>
  );
}
