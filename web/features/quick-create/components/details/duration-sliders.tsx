import { QUICK_CREATE_DURATION } from '#contracts/quick-create.ts';
import { Label } from '#web/components/ui/label.tsx';

type DurationSlidersProps = {
  minDuration: number;
  maxDuration: number;
  error?: string;
  onChange: (change: { minDuration?: number; maxDuration?: number }) => void;
};

type SliderProps = {
  id: string;
  label: string;
  value: number;
  errorId?: string;
  onChange: (v: number) => void;
};

function DurationSlider({ id, label, value, errorId, onChange }: SliderProps) {
  const { min, max, step } = QUICK_CREATE_DURATION;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {/* The slider announces its value itself (aria-valuetext). */}
        <span aria-hidden="true" className="text-sm tabular-nums text-muted-foreground">
          {value} min
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={`${value} minutes`}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="w-full accent-primary"
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}

/** The interview's length: minimum and maximum minutes, 5 to 60 (spec 000 §9); min ≤ max. */
export function DurationSliders({ minDuration, maxDuration, error, onChange }: DurationSlidersProps) {
  const errorId = error ? 'quick-duration-error' : undefined;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Interview Duration</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <DurationSlider
          id="quick-min-duration"
          label="Minimum Duration"
          value={minDuration}
          onChange={(value) => onChange({ minDuration: value })}
        />
        <DurationSlider
          id="quick-max-duration"
          label="Maximum Duration"
          value={maxDuration}
          errorId={errorId}
          onChange={(value) => onChange({ maxDuration: value })}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
