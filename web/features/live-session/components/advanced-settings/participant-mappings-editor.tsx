import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type ParticipantMappings, ParticipantRole, type SessionDetail } from '#contracts/sessions.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useSetParticipantMappings } from '#web/features/live-session/api/session-settings-participants.ts';

type Role = ParticipantMappings[string];
const roleLabels: Record<Role, string> = { INTERVIEWER: 'Interviewer', CANDIDATE: 'Candidate' };

/** Meeting participants by name, each mapped to INTERVIEWER or CANDIDATE; names are trimmed. */
export function ParticipantMappingsEditor({ session }: { session: SessionDetail }) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('INTERVIEWER');
  const nameId = useId();
  const roleId = useId();
  const save = useSetParticipantMappings(session.id);
  const mappings = session.participantMappings;
  const entries = Object.entries(mappings);
  const trimmed = name.trim();
  const taken = trimmed !== '' && trimmed in mappings;

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || taken) return;
    save.mutate({ ...mappings, [trimmed]: role }, { onSuccess: () => setName('') });
  };
  const remove = (participant: string) =>
    save.mutate(Object.fromEntries(entries.filter(([other]) => other !== participant)));

  return (
    <div className="grid gap-3">
      <h4 className="text-sm font-medium">Participant mappings</h4>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No participants mapped yet</p>
      ) : (
        <ul className="grid gap-1" aria-label="Participant mappings">
          {entries.map(([participant, mapped]) => (
            <li key={participant} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 truncate">{participant}</span>
              <Badge variant={mapped === 'CANDIDATE' ? 'secondary' : 'outline'}>{roleLabels[mapped]}</Badge>
              <Button
                size="icon"
                variant="ghost"
                className="size-7"
                aria-label={`Remove ${participant}`}
                disabled={save.isPending}
                onClick={() => remove(participant)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="grid gap-2" onSubmit={add}>
        <div className="grid grid-cols-[1fr_auto] gap-2">
          <Label htmlFor={nameId}>Participant name</Label>
          <Label htmlFor={roleId}>Role</Label>
          <Input
            id={nameId}
            value={name}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          <NativeSelect
            id={roleId}
            value={role}
            onChange={(event) => {
              const chosen = ParticipantRole.safeParse(event.target.value);
              if (chosen.success) setRole(chosen.data);
            }}
          >
            <option value="INTERVIEWER">Interviewer</option>
            <option value="CANDIDATE">Candidate</option>
          </NativeSelect>
        </div>
        {taken && <p className="text-xs text-muted-foreground">{trimmed} is already mapped.</p>}
        <Button
          type="submit"
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={!trimmed || taken || save.isPending}
        >
          Add participant
        </Button>
      </form>
    </div>
  );
}
