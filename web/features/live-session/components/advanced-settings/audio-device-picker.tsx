import { useId, useState } from 'react';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { readPreferredMicrophone, storePreferredMicrophone } from './preferred-microphone.ts';
import { SettingCard } from './setting-card.tsx';
import { useMicrophones } from './use-microphones.ts';

/** Chooses the microphone used for speech capture; the choice is kept in this browser. */
export function AudioDevicePicker() {
  const microphones = useMicrophones();
  const [chosen, setChosen] = useState(readPreferredMicrophone);
  const selectId = useId();

  const choose = (deviceId: string) => {
    setChosen(deviceId);
    storePreferredMicrophone(deviceId);
  };

  return (
    <SettingCard
      title="Audio Device"
      description="The microphone that records your voice, in the capture and with the record buttons."
    >
      {microphones === undefined ? (
        <p className="text-sm text-muted-foreground">Looking for microphones...</p>
      ) : microphones.length === 0 ? (
        <p className="text-sm text-muted-foreground">No audio devices available</p>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={selectId}>Microphone</Label>
          <NativeSelect id={selectId} value={chosen} onChange={(event) => choose(event.target.value)}>
            <option value="">System default</option>
            {microphones.map((microphone) => (
              <option key={microphone.deviceId} value={microphone.deviceId}>
                {microphone.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </SettingCard>
  );
}
