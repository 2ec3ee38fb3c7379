import { Loader2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

type WizardFooterProps = {
  backLabel: string;
  onBack: () => void;
  submitLabel: string;
  pending?: boolean;
  pendingLabel?: string;
};

/** Back (or Cancel) and the step's submit button. */
export function WizardFooter({
  backLabel,
  onBack,
  submitLabel,
  pending = false,
  pendingLabel,
}: WizardFooterProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      <Button variant="outline" onClick={onBack} disabled={pending}>
        {backLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
