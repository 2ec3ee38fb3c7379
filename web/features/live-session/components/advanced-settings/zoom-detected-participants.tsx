import type { RtmsParticipant } from '#contracts/rtms.ts';
import type { ParticipantMappings, SessionDetail } from '#contracts/sessions.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useRtmsStatus } from '#web/features/live-session/api/rtms-status.ts';
import { useSetParticipantMappings } from '#web/features/live-session/api/session-settings-participants.ts';

type Role = ParticipantMappings[string];
const ROLES: { role: Role; label: string }[] = [
  { role: 'INTERVIEWER', label: 'Interviewer' },
  { role: 'CANDIDATE', label: 'Candidate' },
];

/**
 * The meeting's participants as the session's Zoom stream heard them, each with the side their
 * words go to. One the mappings do not name is heard as the candidate until mapped here.
 */
export function ZoomDetectedParticipants({ session }: { session: SessionDetail }) {
  const participants = useRtmsStatus(session.id).data?.participants ?? [];
  const save = useSetParticipantMappings(session.id);
  const map = (participant: RtmsParticipant, role: Role) =>
    save.mutate({ ...session.participantMappings, [participant.userName.trim()]: role });

  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">Detected participants</h4>
      {participants.length === 0 ? (
        <p className="text-sm text-muted-foreground">No participants detected yet</p>
      ) : (
        <ul className="grid gap-2" aria-label="Detected participants">
          {participants.map((participant) => (
            <li key={participant.userId} className="grid gap-1 text-sm">
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate">{participant.userName}</span>
                <Badge variant={participant.speaker === 'candidate' ? 'secondary' : 'outline'}>
                  {participant.speaker === 'candidate' ? 'Candidate' : 'Interviewer'}
                </Badge>
              </div>
              {!participant.mapped && (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-xs text-muted-foreground">Not mapped: heard as the candidate.</span>
                  {ROLES.map(({ role, label }) => (
                    <Button
                      key={role}
                      size="sm"
                      variant="outline"
                      className="h-7"
                      aria-label={`Map ${participant.userName} as ${label}`}
                      disabled={save.isPending || participant.userName.trim() in session.participantMappings}
                      onClick={() => map(participant, role)}
                    >
                      {label}
                    </Button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
