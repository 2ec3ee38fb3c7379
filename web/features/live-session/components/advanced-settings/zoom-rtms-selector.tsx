import { useId, useState } from 'react';
import type { PendingWebhook } from '#contracts/rtms.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

type ZoomRtmsSelectorProps = {
  webhooks: PendingWebhook[];
  connecting: boolean;
  onConnect: (meetingUuid: string) => void;
};

const startedAt = (webhook: PendingWebhook) =>
  new Date(webhook.timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The Zoom streams started in meetings no session claims, to connect one to this session. */
export function ZoomRtmsSelector({ webhooks, connecting, onConnect }: ZoomRtmsSelectorProps) {
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  const selected = webhooks.find((webhook) => webhook.meeting_uuid === chosen) ?? webhooks[0];

  if (webhooks.length === 0) {
    return <p className="text-sm text-muted-foreground">No RTMS meetings available</p>;
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={selectId}>RTMS meeting</Label>
      <div className="flex gap-2">
        <NativeSelect
          id={selectId}
          value={selected?.meeting_uuid ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          {webhooks.map((webhook) => (
            <option key={webhook.meeting_uuid} value={webhook.meeting_uuid}>
              {`${webhook.meeting_id ?? webhook.meeting_uuid} · ${startedAt(webhook)}`}
            </option>
          ))}
        </NativeSelect>
        <Button
          size="sm"
          className="h-9"
          disabled={!selected || connecting}
          onClick={() => selected && onConnect(selected.meeting_uuid)}
        >
          {connecting ? 'Connecting...' : 'Connect'}
        </Button>
      </div>
    </div>
  );
}
