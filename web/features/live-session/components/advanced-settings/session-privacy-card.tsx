import { useMutation } from '@tanstack/react-query';
import { ShieldX } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ERASE_SESSION_CONFIRM, ErasureResult } from '#contracts/privacy.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { ConfirmDeleteDialog } from '#web/components/confirm-delete-dialog.tsx';
import { AuditTrailCard } from '#web/components/privacy/audit-trail-card.tsx';
import { RecordingsRetentionNote } from '#web/components/privacy/retention-note.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { SettingCard } from './setting-card.tsx';

/** The interview's data: when its recordings go, erasing it now, and who did what with it. */
export function SessionPrivacyCard({ session }: { session: SessionDetail }) {
  const [asking, setAsking] = useState(false);
  const [, navigate] = useLocation();
  const erase = useMutation({
    mutationFn: () =>
      apiRequest(`/api/sessions/${encodeURIComponent(session.id)}/erasure`, {
        method: 'POST',
        schema: ErasureResult,
      }),
    meta: { errorToast: { title: 'Erasure Failed', fallback: 'Failed to erase the interview' } },
    onSuccess: (result) => {
      notifySuccess('Interview Erased', `The interview and ${result.recordings} recording(s) were removed.`);
      navigate('/sessions');
    },
  });
  return (
    <div className="grid items-start gap-4 lg:grid-cols-3">
      <SettingCard title="Interview Data" description="Retention and erasure of this interview's data.">
        <RecordingsRetentionNote sessionId={session.id} />
        <Button
          variant="outline"
          className="w-fit text-destructive"
          aria-haspopup="dialog"
          disabled={erase.isPending}
          onClick={() => setAsking(true)}
        >
          <ShieldX aria-hidden="true" />
          {erase.isPending ? 'Erasing...' : 'Erase Interview'}
        </Button>
        <ConfirmDeleteDialog
          open={asking}
          onOpenChange={setAsking}
          title="Erase this interview?"
          description={ERASE_SESSION_CONFIRM}
          confirmLabel="Erase"
          onConfirm={() => erase.mutate()}
        />
      </SettingCard>
      <div className="lg:col-span-2">
        <AuditTrailCard kind="sessions" id={session.id} />
      </div>
    </div>
  );
}
