import { Label } from '../ui/label.tsx';
import { Switch } from '../ui/switch.tsx';

type AiModeSwitchProps = { id: string; checked: boolean; onCheckedChange: (checked: boolean) => void };

/** "Generate with AI": on marks the record as generated and reveals the AI panel. */
export function AiModeSwitch({ id, checked, onCheckedChange }: AiModeSwitchProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={hintId} />
      <div className="grid gap-1">
        <Label htmlFor={id}>Generate with AI</Label>
        <p id={hintId} className="text-xs text-muted-foreground">
          Draft the content from a prompt, a job description or an existing scorecard.
        </p>
      </div>
    </div>
  );
}
