import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ParticipantRole } from '#contracts/sessions.ts';
import { SectionCard } from '#web/components/section-card.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import {
  addParticipant,
  canAddParticipant,
  type Participant,
  ROLE_LABELS,
  type Role,
} from '../utils/participants.ts';

type ParticipantsSectionProps = {
  participants: Participant[];
  onChange: (participants: Participant[]) => void;
};

/** Participant Mappings (optional): which meeting participant is the interviewer or the candidate. */
export function ParticipantsSection({ participants, onChange }: ParticipantsSectionProps) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('INTERVIEWER');
  const addable = canAddParticipant(participants, name);
  const add = () => {
    if (!addable) return;
    onChange(addParticipant(participants, name, role));
    setName('');
  };

  return (
    <SectionCard title="Participant Mappings">
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Optional. Map meeting participants' names to their role so speech is attributed correctly.
        </p>
        <div className="grid gap-2 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <div className="grid gap-2">
            <Label htmlFor="participant-name">Participant Name</Label>
            <Input
              id="participant-name"
              autoComplete="off"
              placeholder="Name as shown in the meeting"
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                add();
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="participant-role">Role</Label>
            <NativeSelect
              id="participant-role"
              value={role}
              onChange={(event) => {
                const next = ParticipantRole.safeParse(event.target.value);
                if (next.success) setRole(next.data);
              }}
            >
              {ParticipantRole.options.map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button variant="outline" disabled={!addable} onClick={add}>
            <Plus aria-hidden="true" />
            Add Participant
          </Button>
        </div>
        {participants.length > 0 && (
          <ul aria-label="Participant mappings" className="grid gap-2">
            {participants.map((participant) => (
              <li key={participant.name} className="flex items-center gap-2 rounded-md border px-3 py-2">
                <span className="font-medium">{participant.name}</span>
                <Badge variant="secondary">{ROLE_LABELS[participant.role]}</Badge>
                <Button
                  variant="ghost"
                  size="icon"
                  className="ml-auto"
                  aria-label={`Remove ${participant.name}`}
                  onClick={() => onChange(participants.filter((p) => p.name !== participant.name))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
