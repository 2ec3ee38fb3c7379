import { useQuery } from '@tanstack/react-query';
import { useMeetAddon } from '../addon/meet-addon-context.tsx';
import { MEETING_ID_MISSING, type MeetingSource, meetingKeyOf } from '../addon/meeting-source.ts';
import { meetProjectNumberQueryOptions } from './meet-project-number.ts';

export type MeetingState =
  | { status: 'initializing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; meeting: string };

/** Shown when the server has no `GOOGLE_CLOUD_PROJECT_NUMBER`: the SDK cannot start without it. */
export const NOT_SET_UP = "The add-on's Google Cloud project number is not set on the Interview Hub server.";

const INITIALIZING: MeetingState = { status: 'initializing' };
const failed = (message: string): MeetingState => ({ status: 'error', message });

/**
 * The meeting the panel runs in, as the key its session is looked up by. From the address in test
 * mode and in the panel's own tab; inside Meet from the SDK, once the server has told the add-on's
 * Cloud project number. Read once per page: the SDK allows one add-on session.
 */
export function useMeeting(source: MeetingSource): MeetingState {
  const addon = useMeetAddon();
  const fromSdk = source.from === 'sdk';
  const project = useQuery({ ...meetProjectNumberQueryOptions, enabled: fromSdk });
  const projectNumber = project.data ?? null;
  const info = useQuery({
    queryKey: ['meet-add-on', 'meeting-info', projectNumber] as const,
    queryFn: () => addon.getMeetingInfo(projectNumber ?? ''),
    enabled: fromSdk && projectNumber !== null,
  });

  if (source.from === 'address') {
    return source.meeting ? { status: 'ready', meeting: source.meeting } : failed(MEETING_ID_MISSING);
  }
  if (project.isError) return failed(`Could not read the add-on's settings. ${project.error.message}`);
  if (project.isPending) return INITIALIZING;
  if (projectNumber === null) return failed(NOT_SET_UP);
  if (info.isError) return failed(messageOf(info.error));
  if (info.isPending) return INITIALIZING;
  const meeting = meetingKeyOf(info.data);
  return meeting ? { status: 'ready', meeting } : failed(MEETING_ID_MISSING);
}

/** Meet's own parameters (`meet_sdk`, `meet_addon_frame_type`, …) missing or damaged: what to do. */
export const MEET_PARAMETERS_PROBLEM =
  "Google Meet's add-on details are missing from this page's address or could not be read. Open Interview Hub from Activities in your Google Meet call, or close the side panel and open it again.";
export const PROJECT_NUMBER_REFUSED =
  "Google Meet did not accept the add-on's Google Cloud project number. Check GOOGLE_CLOUD_PROJECT_NUMBER on the Interview Hub server.";

/**
 * A plain message for the SDK's failure: never its raw text, which names URL parameters or
 * echoes a damaged one.
 */
function messageOf(error: Error): string {
  const type = (error as { errorType?: unknown }).errorType;
  if (type === 'InvalidCloudProjectNumber') return PROJECT_NUMBER_REFUSED;
  return MEET_PARAMETERS_PROBLEM;
}
