import { Eraser } from 'lucide-react';
import { useId, useState } from 'react';
import { ERASE_LAST_MINUTES_CONFIRM, RECORDING_CUT_CHOICES } from '#contracts/privacy.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { ConfirmDeleteDialog } from '#web/components/confirm-delete-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useEraseLastMinutes } from '#web/features/live-session/api/erase-last-minutes.ts';

const DEFAULT_MINUTES = 2;

/**
 * Beside the capture control of a live interview: erases the last minutes of audio and transcript
 * (a candidate asked not to record a part), after the interviewer picks how many and confirms.
 */
export function EraseLastMinutes({ session }: { session: SessionDetail }) {
  const [asking, setAsking] = useState(false);
  const [minutes, setMinutes] = useState<number>(DEFAULT_MINUTES);
  const erase = useEraseLastMinutes(session.id);
  const pickerId = useId();
  if (session.status !== 'active') return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        disabled={erase.isPending}
        onClick={() => setAsking(true)}
      >
        <Eraser aria-hidden="true" />
        {erase.isPending ? 'Erasing...' : 'Erase Last Minutes'}
      </Button>
      <ConfirmDeleteDialog
        open={asking}
        onOpenChange={setAsking}
        title="Erase the last minutes?"
        description={ERASE_LAST_MINUTES_CONFIRM}
        confirmLabel="Erase"
        onConfirm={() => erase.mutate(minutes)}
      >
        <div className="grid gap-2">
          <Label htmlFor={pickerId}>How much to erase</Label>
          <NativeSelect
            id={pickerId}
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
          >
            {RECORDING_CUT_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 1 ? 'The last minute' : `The last ${choice} minutes`}
              </option>
            ))}
          </NativeSelect>
        </div>
      </ConfirmDeleteDialog>
    </>
  );
}
