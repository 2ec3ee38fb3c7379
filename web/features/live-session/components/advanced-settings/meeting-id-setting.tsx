import { type FormEvent, useId, useState } from 'react';
import type { SessionDetail } from '#contracts/sessions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useUpdateSessionSetting } from '#web/features/live-session/api/session-settings-update.ts';
import { meetingKey } from '#web/lib/meet-code.ts';
import { notifyError } from '#web/lib/notify.ts';
import { SettingCard } from './setting-card.tsx';

/**
 * Links the session to a Google Meet code, or unlinks it. The code is stored as Meet writes it
 * (`abc-defg-hij`, from a pasted link too), the form the side panel looks sessions up by
 * (GET /api/sessions/by-meeting).
 */
export function MeetingIdSetting({ session }: { session: SessionDetail }) {
  const [code, setCode] = useState('');
  const inputId = useId();
  const link = useUpdateSessionSetting(session.id, {
    errorToast: { title: 'Link Failed', fallback: 'Failed to link session to Google Meet meeting' },
  });
  const unlink = useUpdateSessionSetting(session.id, {
    errorToast: { title: 'Unlink Failed', fallback: 'Failed to unlink session from Google Meet meeting' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const meetingId = meetingKey(code);
    if (!meetingId) {
      notifyError('Missing Meeting Code', 'Enter the Google Meet code to link this session.');
      return;
    }
    link.mutate({ meetingId }, { onSuccess: () => setCode('') });
  };

  return (
    <SettingCard
      title="Meeting ID"
      description="The code of the Google Meet call this interview takes place in; the Interview Hub add-on in Meet finds this session by it."
    >
      {session.meetingId ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">
            Linked to <span className="font-mono font-medium">{session.meetingId}</span>
          </p>
          <Button
            size="sm"
            variant="outline"
            disabled={unlink.isPending}
            onClick={() => unlink.mutate({ meetingId: null })}
          >
            {unlink.isPending ? 'Unlinking...' : 'Unlink'}
          </Button>
        </div>
      ) : (
        <form className="grid gap-2" onSubmit={submit}>
          <Label htmlFor={inputId}>Google Meet code</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={code}
              placeholder="abc-defg-hij"
              autoComplete="off"
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" size="sm" className="h-9" disabled={link.isPending}>
              {link.isPending ? 'Linking...' : 'Link'}
            </Button>
          </div>
        </form>
      )}
    </SettingCard>
  );
}
