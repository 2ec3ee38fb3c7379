export type ChatSpeaker = 'interviewer' | 'candidate';

export const SPEAKER_LABEL: Record<ChatSpeaker, string> = {
  interviewer: 'Interviewer',
  candidate: 'Candidate',
};
