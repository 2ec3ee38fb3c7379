import { useQuery } from '@tanstack/react-query';
import { QUICK_CREATE_LIMITS } from '#contracts/quick-create.ts';
import { FormField } from '#web/components/form-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { TemplateKind } from '#web/features/quick-create/api/keys.ts';
import { templateOptionsQueryOptions } from '#web/features/quick-create/api/template-options.ts';
import type { TemplateChoiceValue } from '#web/features/quick-create/utils/details-form.ts';

type TemplateChoiceFieldProps = {
  kind: TemplateKind;
  value: TemplateChoiceValue;
  error?: string;
  onChange: (value: TemplateChoiceValue) => void;
};

const TEXT = {
  scorecard: { legend: 'Scorecard Template', noun: 'scorecard', plural: 'scorecards' },
  agenda: { legend: 'Agenda Template', noun: 'agenda', plural: 'agendas' },
} as const;

/**
 * A template to adapt: one of the user's saved scorecards or agendas ("Use existing"), or content
 * typed in ("Create new"; left empty, the assistant drafts one from the job).
 */
export function TemplateChoiceField({ kind, value, error, onChange }: TemplateChoiceFieldProps) {
  const options = useQuery(templateOptionsQueryOptions(kind));
  const text = TEXT[kind];
  const id = `quick-${kind}`;
  const choose = (type: TemplateChoiceValue['type']) => onChange({ ...value, type });
  const hint = options.isError
    ? `Your ${text.plural} could not be loaded.`
    : options.data
      ? options.data.length === 0
        ? `You have no ${text.plural} yet; create new content instead.`
        : undefined
      : 'Loading...';

  return (
    <fieldset className="grid content-start gap-3">
      <legend className="mb-1 text-sm font-medium">{text.legend}</legend>
      <div className="flex flex-wrap gap-4">
        {(['existing', 'new'] as const).map((type) => (
          <div key={type} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${id}-${type}`}
              name={`${id}-choice`}
              className="size-4 accent-primary"
              checked={value.type === type}
              onChange={() => choose(type)}
            />
            <Label htmlFor={`${id}-${type}`}>{type === 'existing' ? 'Use existing' : 'Create new'}</Label>
          </div>
        ))}
      </div>
      {value.type === 'existing' ? (
        <FormField id={`${id}-existing-id`} label={`Existing ${text.noun}`} hint={hint} error={error}>
          {(control) => (
            <NativeSelect
              {...control}
              aria-required="true"
              value={value.existingId}
              onChange={(event) => onChange({ ...value, existingId: event.target.value })}
            >
              <option value="">Select a {text.noun}</option>
              {(options.data ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : (
        <FormField
          id={`${id}-new-content`}
          label={`New ${text.noun} content`}
          hint={`Optional. Left empty, the ${text.noun} is drafted from the job.`}
          error={error}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              maxLength={QUICK_CREATE_LIMITS.templateContent}
              value={value.newContent}
              onChange={(event) => onChange({ ...value, newContent: event.target.value })}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
