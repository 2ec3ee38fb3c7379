import type { ReactNode } from 'react';
import { DetailList } from '#web/components/detail-list.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import type { SdkState } from '../hooks/use-zoom-app.ts';
import type { ZoomMeetingContext } from '../sdk/zoom-sdk.ts';

type MeetingContextCardProps = { sdk: SdkState; meeting: ZoomMeetingContext | null };

/** The meeting this app runs in, as the Zoom client tells it: Connected, or Not Found. */
export function MeetingContextCard({ sdk, meeting }: MeetingContextCardProps) {
  const status =
    sdk === 'initializing' ? (
      <Badge variant="outline">Checking...</Badge>
    ) : meeting ? (
      <Badge variant="success">Connected</Badge>
    ) : (
      <Badge variant="destructive">Not Found</Badge>
    );
  return (
    <SectionCard title="Meeting" action={<MeetingContextStatus>{status}</MeetingContextStatus>}>
      {meeting ? (
        <DetailList
          items={[
            {
              label: 'Meeting UUID',
              value: meeting.meetingUuid ?? 'Not given by this Zoom client',
              wide: true,
            },
            { label: 'Topic', value: meeting.topic || 'Untitled meeting', wide: true },
            { label: 'Meeting ID', value: meeting.meetingId },
          ]}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {sdk === 'initializing'
            ? 'Connecting to Zoom...'
            : 'Open this app from the Apps panel of a Zoom meeting to stream its audio.'}
        </p>
      )}
    </SectionCard>
  );
}

function MeetingContextStatus({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="text-muted-foreground">Meeting Context</span>
      {children}
    </p>
  );
}
