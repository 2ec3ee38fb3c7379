import { useQuery } from '@tanstack/react-query';
import type { SessionDetail } from '#contracts/sessions.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { ChatTranscript } from '#web/components/transcript/chat-transcript.tsx';
import { conversationQueryOptions } from '#web/lib/sessions/session-queries.ts';
import { ChatComposer } from './chat-composer.tsx';

/**
 * The Chat Simulator column: the live transcript, and a box per speaker to type what is said.
 * A session that is no longer active takes no new messages.
 */
export function ChatSimulator({ session }: { session: SessionDetail }) {
  const conversation = useQuery(conversationQueryOptions(session.id));
  const closed = session.status !== 'active';
  return (
    <SectionCard title="Chat Simulator">
      <div className="grid gap-4">
        {conversation.isPending ? (
          <p role="status" className="grid h-[28rem] place-content-center text-sm text-muted-foreground">
            Loading conversation...
          </p>
        ) : conversation.isError ? (
          <LoadError
            message="Failed to load the conversation."
            onRetry={() => void conversation.refetch()}
            retrying={conversation.isFetching}
          />
        ) : (
          <ChatTranscript chunks={conversation.data} />
        )}
        <ChatComposer sessionId={session.id} speaker="candidate" disabled={closed} />
        <ChatComposer sessionId={session.id} speaker="interviewer" disabled={closed} />
      </div>
    </SectionCard>
  );
}
