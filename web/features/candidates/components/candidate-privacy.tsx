import { FileArchive, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ERASE_CANDIDATE_CONFIRM } from '#contracts/privacy.ts';
import { ConfirmDeleteDialog } from '#web/components/confirm-delete-dialog.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { useEraseCandidate } from '../api/use-erase-candidate.ts';

const ACTION = buttonVariants({ variant: 'outline', className: 'w-full justify-start' });

/** A candidate's access and erasure requests, one click each (the export is a ZIP download). */
export function CandidatePrivacy({ candidateId, name }: { candidateId: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const erase = useEraseCandidate();
  const [, navigate] = useLocation();
  return (
    <SectionCard title="Candidate Data">
      <div className="grid gap-2">
        <a href={`/api/candidates/${encodeURIComponent(candidateId)}/export`} download className={ACTION}>
          <FileArchive aria-hidden="true" />
          Export Candidate Data
        </a>
        <Button
          variant="outline"
          className="w-full justify-start text-destructive"
          aria-haspopup="dialog"
          disabled={erase.isPending}
          onClick={() => setAsking(true)}
        >
          <ShieldX aria-hidden="true" />
          {erase.isPending ? 'Erasing...' : 'Erase Candidate'}
        </Button>
        <p className="text-xs text-muted-foreground">
          The export holds the profile, applications, interviews with transcripts, evaluations, decisions,
          consent records and recordings (JSON and WAV).
        </p>
      </div>
      <ConfirmDeleteDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Erase ${name}?`}
        description={ERASE_CANDIDATE_CONFIRM}
        confirmLabel="Erase"
        onConfirm={() => erase.mutate(candidateId, { onSuccess: () => navigate('/candidates') })}
      />
    </SectionCard>
  );
}
