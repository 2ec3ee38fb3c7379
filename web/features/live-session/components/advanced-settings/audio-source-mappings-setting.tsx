import { useId } from 'react';
import { AudioRole, type AudioSourceMappings, type SessionDetail } from '#contracts/sessions.ts';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useUpdateSessionSetting } from '#web/features/live-session/api/session-settings-update.ts';
import { SettingCard } from './setting-card.tsx';

const sources = [
  { key: 'mic', label: 'Microphone audio' },
  { key: 'speaker', label: 'Speaker audio' },
] as const;

/** Whose voice the microphone and the speaker (meeting) audio carry. */
export function AudioSourceMappingsSetting({ session }: { session: SessionDetail }) {
  const baseId = useId();
  const update = useUpdateSessionSetting(session.id, {
    errorToast: { title: 'Update Failed', fallback: 'Failed to update audio source mappings' },
  });
  const current: AudioSourceMappings =
    (update.isPending && update.variables.audioSourceMappings) || session.audioSourceMappings;

  const choose = (source: keyof AudioSourceMappings, value: string) => {
    const role = AudioRole.safeParse(value);
    if (role.success) update.mutate({ audioSourceMappings: { ...current, [source]: role.data } });
  };

  return (
    <SettingCard title="Audio Sources" description="Who speaks through each audio source.">
      {sources.map(({ key, label }) => (
        <div key={key} className="grid gap-2">
          <Label htmlFor={`${baseId}-${key}`}>{label}</Label>
          <NativeSelect
            id={`${baseId}-${key}`}
            value={current[key]}
            disabled={update.isPending}
            onChange={(event) => choose(key, event.target.value)}
          >
            <option value="interviewer">Interviewer</option>
            <option value="candidate">Candidate</option>
          </NativeSelect>
        </div>
      ))}
    </SettingCard>
  );
}
