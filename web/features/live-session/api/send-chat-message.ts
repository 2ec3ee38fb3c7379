import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConversationChunkDto, type SuggestionDto } from '#contracts/realtime.ts';
import { type ChatSpeaker, SPEAKER_LABEL } from '#web/components/transcript/speaker-label.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { insertChunk } from '#web/lib/sessions/live/live-event-reducer.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';
import { askedQuestions, markQuestionsAsked } from './auto-match-questions.ts';

/** `clientChunkId` makes a retried send of the same message a no-op on the server. */
export type ChatMessage = { speaker: ChatSpeaker; text: string; clientChunkId: string };

/**
 * Sends a typed message as a transcript chunk (typed text counts as 5 s of speech, spec 000 §7).
 * The stored chunk goes into the transcript at once; an interviewer message then retires the
 * suggested questions it asks, as they were listed when it was sent.
 */
export function useSendChatMessage(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ChatMessage) =>
      apiRequest(sessionPath(sessionId, '/text'), {
        method: 'POST',
        body: { ...message, duration: 5000, confidence: 0.95 },
        schema: ConversationChunkDto,
      }),
    onMutate: (message) => {
      if (message.speaker !== 'interviewer') return { asked: [] };
      const listed = queryClient.getQueryData<SuggestionDto[]>(sessionKeys.suggestions(sessionId));
      return { asked: askedQuestions(listed, message.text) };
    },
    onSuccess: (chunk, message, context) => {
      queryClient.setQueryData<ConversationChunkDto[]>(sessionKeys.conversation(sessionId), (list) =>
        list ? insertChunk(list, chunk) : list,
      );
      notifySuccess('Message Sent', `${SPEAKER_LABEL[message.speaker]} message processed`);
      if (context.asked.length > 0) void markQuestionsAsked(queryClient, sessionId, context.asked);
    },
    // The spec's fixed text (§8), whatever the server said; the query client logs the error.
    onError: () => notifyError('Error', 'Failed to process message'),
  });
}
