/** Whose upload a count is: never shared across users, sessions or channels, whatever the id. */
export type UploadOwner = { userId: string; sessionId: string; channel: string; uploadId: string };

/** The key of a client's upload in `audio_uploads` (docs/decisions/044-recordings-across-instances.md). */
export const uploadKey = ({ userId, sessionId, channel, uploadId }: UploadOwner) =>
  JSON.stringify([userId, sessionId, channel, uploadId]);
