import { FileArchive, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ERASE_CANDIDATE_CONFIRM } from '#contracts/privacy.ts';
import { SectionCard } from '#web/components/section-card.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
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
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Erase {name}?</AlertDialogTitle>
            <AlertDialogDescription>{ERASE_CANDIDATE_CONFIRM}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => erase.mutate(candidateId, { onSuccess: () => navigate('/candidates') })}
            >
              Erase
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </SectionCard>
  );
}
