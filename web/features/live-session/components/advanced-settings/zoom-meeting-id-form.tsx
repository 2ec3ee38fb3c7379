import { type FormEvent, useId, useState } from 'react';
import type { SessionDetail } from '#contracts/sessions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useSetZoomMeeting } from '#web/features/live-session/api/session-settings-zoom.ts';

/** The Zoom meeting id, trimmed on save; saving it empty clears the association. */
export function ZoomMeetingIdForm({ session }: { session: SessionDetail }) {
  const saved = session.zoomMeetingId ?? '';
  const [value, setValue] = useState(saved);
  const inputId = useId();
  const hintId = useId();
  const setZoomMeeting = useSetZoomMeeting(session.id);
  const next = value.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setZoomMeeting.mutate(next || null);
  };

  return (
    <form className="grid gap-2" onSubmit={submit}>
      <Label htmlFor={inputId}>Zoom meeting ID</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={value}
          inputMode="numeric"
          autoComplete="off"
          placeholder="123 4567 8901"
          aria-describedby={hintId}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" size="sm" className="h-9" disabled={next === saved || setZoomMeeting.isPending}>
          {setZoomMeeting.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {saved ? `Linked to Zoom meeting ${saved}. Save it empty to unlink.` : 'No Zoom meeting linked.'}
      </p>
    </form>
  );
}
