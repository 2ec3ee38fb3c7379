import { useCallback, useState } from 'react';
import type { SessionDetail } from '#contracts/sessions.ts';
import { useConfirmRecordingConsent } from '#web/features/live-session/api/recording-consent.ts';

type Action = () => void;

/**
 * Runs a recording action at once when the session has the interviewer's confirmation that the
 * candidate was told; otherwise holds it, asks (`dialog`), and runs it once the confirmation is
 * saved. Cancelling drops it.
 */
export function useRecordingConsentGate(session: SessionDetail) {
  const [waiting, setWaiting] = useState<{ action: Action } | null>(null);
  const confirm = useConfirmRecordingConsent(session.id);
  const consented = Boolean(session.recordingConsent);

  const whenConsented = useCallback(
    (action: Action) => (consented ? action() : setWaiting({ action })),
    [consented],
  );

  const cancel = () => {
    setWaiting(null);
    confirm.reset();
  };
  const onConfirm = () => {
    if (!waiting) return;
    confirm.mutate(undefined, {
      onSuccess: () => {
        setWaiting(null);
        waiting.action();
      },
    });
  };

  return {
    whenConsented,
    dialog: {
      open: waiting !== null,
      confirming: confirm.isPending,
      error: confirm.error,
      onConfirm,
      onCancel: cancel,
    },
  };
}
