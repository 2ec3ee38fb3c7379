import { Eraser } from 'lucide-react';
import { useId, useState } from 'react';
import { ERASE_LAST_MINUTES_CONFIRM, RECORDING_CUT_CHOICES } from '#contracts/privacy.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { EraseAction } from '#web/components/privacy/erase-action.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useEraseLastMinutes } from '#web/features/live-session/api/erase-last-minutes.ts';

const DEFAULT_MINUTES = 2;

/**
 * Beside the capture control of a live interview: erases the last minutes of audio and transcript
 * (a candidate asked not to record a part), after the interviewer picks how many and confirms.
 */
export function EraseLastMinutes({ session }: { session: SessionDetail }) {
  const [minutes, setMinutes] = useState<number>(DEFAULT_MINUTES);
  const erase = useEraseLastMinutes(session.id);
  const pickerId = useId();
  if (session.status !== 'active') return null;
  return (
    <EraseAction
      label="Erase Last Minutes"
      icon={Eraser}
      pending={erase.isPending}
      size="sm"
      title="Erase the last minutes?"
      description={ERASE_LAST_MINUTES_CONFIRM}
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
    </EraseAction>
  );
}
