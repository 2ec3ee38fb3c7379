import { useQuery } from '@tanstack/react-query';
import { Label } from '../ui/label.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { aiModelsQueryOptions } from './ai-models.ts';

type ModelSelectProps = {
  id: string;
  /** '' keeps the server's default model. */
  value: string;
  onChange: (model: string) => void;
  disabled?: boolean;
};

/** Picks the model for a generation; hidden while the list loads or when it cannot be read. */
export function ModelSelect({ id, value, onChange, disabled }: ModelSelectProps) {
  const models = useQuery(aiModelsQueryOptions());
  if (!models.data || models.data.models.length < 2) return null;
  const { defaultModel } = models.data;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>AI Model</Label>
      <NativeSelect
        id={id}
        value={value || defaultModel}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === defaultModel ? '' : event.target.value)}
        className="sm:max-w-xs"
      >
        {models.data.models.map((model) => (
          <option key={model.id} value={model.id}>
            {model.id === defaultModel ? `${model.label} (default)` : model.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
