import { FileArchive, ShieldX } from 'lucide-react';
import { useLocation } from 'wouter';
import { ERASE_CANDIDATE_CONFIRM } from '#contracts/privacy.ts';
import { EraseAction } from '#web/components/privacy/erase-action.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { useEraseCandidate } from '../api/use-erase-candidate.ts';

const ACTION = buttonVariants({ variant: 'outline', className: 'w-full justify-start' });

/** A candidate's access and erasure requests, one click each (the export is a ZIP download). */
export function CandidatePrivacy({ candidateId, name }: { candidateId: string; name: string }) {
  const erase = useEraseCandidate();
  const [, navigate] = useLocation();
  return (
    <SectionCard title="Candidate Data">
      <div className="grid gap-2">
        <a href={`/api/candidates/${encodeURIComponent(candidateId)}/export`} download className={ACTION}>
          <FileArchive aria-hidden="true" />
          Export Candidate Data
        </a>
        <EraseAction
          label="Erase Candidate"
          icon={ShieldX}
          pending={erase.isPending}
          className="w-full justify-start text-destructive"
          title={`Erase ${name}?`}
          description={ERASE_CANDIDATE_CONFIRM}
          onConfirm={() => erase.mutate(candidateId, { onSuccess: () => navigate('/candidates') })}
        />
        <p className="text-xs text-muted-foreground">
          The export holds the profile, applications, interviews with transcripts, evaluations, decisions,
          consent records and recordings (JSON and WAV).
        </p>
      </div>
    </SectionCard>
  );
}
