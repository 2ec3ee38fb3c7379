import { useQuery } from '@tanstack/react-query';
import { detectMeeting } from '#contracts/sessions.ts';
import { FormField } from '#web/components/form-field.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import {
  agendaTitlesQueryOptions,
  scorecardTitlesQueryOptions,
  templatesQueryOptions,
} from '../api/setup-lookups.ts';
import type { SessionFormValues } from '../utils/session-form.ts';
import { SetupSelect } from './setup-select.tsx';

type Details = Pick<SessionFormValues, 'interviewTemplateId' | 'scorecardId' | 'agendaId' | 'meetingUrl'>;

type SessionDetailsSectionProps = {
  values: Details;
  onChange: (change: Partial<Details>) => void;
  meetingUrlError: string | undefined;
  onMeetingUrlBlur: () => void;
};

/**
 * Session Details. Choosing a template also chooses its scorecard and agenda, which can then be
 * changed; the server copies what is chosen into the session.
 */
export function SessionDetailsSection(props: SessionDetailsSectionProps) {
  const { values, onChange, meetingUrlError, onMeetingUrlBlur } = props;
  const templates = useQuery(templatesQueryOptions);
  const scorecards = useQuery(scorecardTitlesQueryOptions);
  const agendas = useQuery(agendaTitlesQueryOptions);

  const chooseTemplate = (interviewTemplateId: string) => {
    const template = templates.data?.find((option) => option.id === interviewTemplateId);
    onChange(
      template
        ? { interviewTemplateId, scorecardId: template.scorecardId, agendaId: template.agendaId }
        : { interviewTemplateId },
    );
  };

  return (
    <SectionCard title="Session Details">
      <div className="grid gap-4 sm:grid-cols-3">
        <SetupSelect
          id="session-template"
          label="Interview Template"
          none="No template"
          value={values.interviewTemplateId}
          options={templates.data}
          failed={templates.isError}
          onChange={chooseTemplate}
        />
        <SetupSelect
          id="session-scorecard"
          label="Scorecard"
          none="No scorecard"
          value={values.scorecardId}
          options={scorecards.data}
          failed={scorecards.isError}
          onChange={(scorecardId) => onChange({ scorecardId })}
        />
        <SetupSelect
          id="session-agenda"
          label="Agenda"
          none="No agenda"
          value={values.agendaId}
          options={agendas.data}
          failed={agendas.isError}
          onChange={(agendaId) => onChange({ agendaId })}
        />
        <div className="sm:col-span-3">
          <FormField
            id="session-meeting-url"
            label="Meeting URL"
            hint={<MeetingHint url={values.meetingUrl} />}
            error={meetingUrlError}
          >
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://zoom.us/j/123456789 or https://meet.google.com/abc-defg-hij"
                value={values.meetingUrl}
                onChange={(event) => onChange({ meetingUrl: event.target.value })}
                onBlur={onMeetingUrlBlur}
              />
            )}
          </FormField>
        </div>
      </div>
    </SectionCard>
  );
}

/** What the meeting link is read as, or which links are accepted. */
function MeetingHint({ url }: { url: string }) {
  const { provider, meetingId } = detectMeeting(url);
  if (provider === 'zoom') return <>Zoom meeting {meetingId}</>;
  if (provider === 'google_meet') return <>Google Meet {meetingId}</>;
  return <>Optional. A Zoom join link or a Google Meet link.</>;
}
