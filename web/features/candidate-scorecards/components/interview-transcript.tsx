import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { ChatTranscript } from '#web/components/transcript/chat-transcript.tsx';
import { conversationQueryOptions } from '#web/lib/sessions/session-queries.ts';

/**
 * One interview's transcript beside its evaluation: a quote chosen under a section or in the
 * decision scrolls it to the line and highlights it (transcript-focus.tsx).
 */
export function InterviewTranscript({ sessionId }: { sessionId: string }) {
  const headingId = useId();
  const conversation = useQuery(conversationQueryOptions(sessionId));
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-3">
      <h3 id={headingId} className="font-semibold">
        Transcript
      </h3>
      {conversation.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading transcript...
        </p>
      ) : conversation.isError ? (
        <LoadError
          message="Failed to load the transcript."
          onRetry={() => void conversation.refetch()}
          retrying={conversation.isFetching}
        />
      ) : (
        <ChatTranscript chunks={conversation.data} />
      )}
    </section>
  );
}
