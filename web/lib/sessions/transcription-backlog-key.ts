/** Where a session's untranscribed speech is cached; the live channel's `transcription_status` updates it. */
export const transcriptionBacklogKey = (sessionId: string) => ['transcription-backlog', sessionId] as const;
