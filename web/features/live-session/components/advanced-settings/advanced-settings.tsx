import { ChevronDown, Settings2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { SessionDetail } from '#contracts/sessions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { AiModelSetting } from './ai-model-setting.tsx';
import { AudioDevicePicker } from './audio-device-picker.tsx';
import { AudioSourceMappingsSetting } from './audio-source-mappings-setting.tsx';
import { GoogleMeetCard } from './google-meet-card.tsx';
import { MeetingIdSetting } from './meeting-id-setting.tsx';
import { SessionPrivacyCard } from './session-privacy-card.tsx';
import { ZoomMeetingPanel } from './zoom-meeting-panel.tsx';

type AdvancedSettingsProps = { session: SessionDetail; debug: boolean };

/**
 * The collapsible settings under the dashboard (collapsed at first): meeting links and
 * participants and the interview's data (retention, erasure, audit trail) always, and in debug
 * mode the model, microphone and audio-source choices.
 */
export function AdvancedSettings({ session, debug }: AdvancedSettingsProps) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <section aria-label="Advanced Settings" className="grid gap-4">
      <Button
        variant="outline"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Settings2 aria-hidden="true" />
        Advanced Settings
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      {open && (
        <div id={contentId} className="grid gap-4">
          {debug && (
            <div className="grid items-start gap-4 lg:grid-cols-3">
              <AiModelSetting session={session} />
              <AudioDevicePicker />
              <AudioSourceMappingsSetting session={session} />
            </div>
          )}
          <div className="grid items-start gap-4 lg:grid-cols-3">
            <MeetingIdSetting session={session} />
            <GoogleMeetCard session={session} />
            <ZoomMeetingPanel session={session} />
          </div>
          <SessionPrivacyCard session={session} />
        </div>
      )}
    </section>
  );
}
