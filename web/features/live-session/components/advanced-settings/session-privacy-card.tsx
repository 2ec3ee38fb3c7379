import { useMutation } from '@tanstack/react-query';
import { ShieldX } from 'lucide-react';
import { useLocation } from 'wouter';
import { ERASE_SESSION_CONFIRM, ErasureResult } from '#contracts/privacy.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { AuditTrailCard } from '#web/components/privacy/audit-trail-card.tsx';
import { EraseAction } from '#web/components/privacy/erase-action.tsx';
import { RecordingsRetentionNote } from '#web/components/privacy/retention-note.tsx';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { SettingCard } from './setting-card.tsx';

/** The interview's data: when its recordings go, erasing it now, and who did what with it. */
export function SessionPrivacyCard({ session }: { session: SessionDetail }) {
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
        <EraseAction
          label="Erase Interview"
          icon={ShieldX}
          pending={erase.isPending}
          className="w-fit text-destructive"
          title="Erase this interview?"
          description={ERASE_SESSION_CONFIRM}
          onConfirm={() => erase.mutate()}
        />
      </SettingCard>
      <div className="lg:col-span-2">
        <AuditTrailCard kind="sessions" id={session.id} />
      </div>
    </div>
  );
}
