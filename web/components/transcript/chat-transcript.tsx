// web/components/transcript/: the transcript view that the live session and the candidate
// scorecards both show, with its evidence quotes and the line they focus.
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, MessageSquare } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ChatMessage } from './chat-message.tsx';
import { useTranscriptFocus } from './transcript-focus.tsx';

/** Within this many pixels of the bottom the transcript counts as following the newest line. */
const FOLLOW_SLACK_PX = 80;
/** How long a line asked for by a quote stays highlighted. */
const HIGHLIGHT_MS = 4_000;

/**
 * The transcript, virtualized so a two-hour interview (thousands of lines) stays smooth: only the
 * lines in view are in the page. It opens at the newest line and follows new ones, unless the
 * user scrolled up to read; then a button brings them back down. A quote chosen elsewhere on the
 * screen (transcript-focus.tsx) scrolls its line into view and highlights it.
 */
export function ChatTranscript({ chunks }: { chunks: ConversationChunkDto[] }) {
  const scrollRef = useRef<HTMLElement>(null);
  const [behind, setBehind] = useState(false);
  // Where the reader was at the last scroll, before any new line changed the height.
  const atEnd = useRef(true);
  const count = chunks.length;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 76,
    overscan: 8,
    getItemKey: (index) => chunks[index]?.id ?? index,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: FOLLOW_SLACK_PX,
  });
  const hasLines = count > 0;
  const highlighted = useFocusedLine(chunks, (index) => {
    atEnd.current = false;
    virtualizer.scrollToIndex(index, { align: 'center' });
    scrollRef.current?.scrollIntoView?.({ block: 'nearest' });
  });

  useLayoutEffect(() => {
    if (hasLines) virtualizer.scrollToEnd();
  }, [hasLines, virtualizer]);

  // A line arrived while the user reads further up: offer the way back instead of pulling them.
  useEffect(() => {
    if (count > 0 && !atEnd.current) setBehind(true);
  }, [count]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK_PX;
    if (atEnd.current) setBehind(false);
  };

  const jumpToLatest = () => {
    atEnd.current = true;
    setBehind(false);
    virtualizer.scrollToEnd();
  };

  if (count === 0) return <NoConversation />;
  return (
    <div className="relative">
      <section
        ref={scrollRef}
        onScroll={onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the transcript too
        tabIndex={0}
        aria-label="Conversation transcript"
        className="h-[28rem] overflow-y-auto rounded-md border bg-card p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ol aria-label="Conversation" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const chunk = chunks[row.index];
            if (!chunk) return null;
            return (
              <li
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                aria-setsize={count}
                aria-posinset={row.index + 1}
                className="absolute top-0 left-0 w-full pb-3"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <ChatMessage chunk={chunk} highlighted={chunk.id === highlighted} />
              </li>
            );
          })}
        </ol>
      </section>
      {behind && (
        <Button
          size="sm"
          variant="secondary"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow"
          onClick={jumpToLatest}
        >
          <ArrowDown aria-hidden="true" />
          Jump to latest message
        </Button>
      )}
    </div>
  );
}

function NoConversation() {
  return (
    <div className="grid h-[28rem] place-content-center justify-items-center gap-2 rounded-md border border-dashed p-6 text-center">
      <MessageSquare aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">No conversation yet</p>
      <p className="text-sm text-muted-foreground">Messages will appear here as they're spoken</p>
    </div>
  );
}

/** The line a quote asked for: scrolled to once per ask, highlighted for a few seconds (a held one until the next ask). */
function useFocusedLine(chunks: ConversationChunkDto[], scrollTo: (index: number) => void) {
  const { focused } = useTranscriptFocus();
  const [highlighted, setHighlighted] = useState<{ chunkId: string; held: boolean } | null>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (!focused || focused.request === handled.current) return;
    const index = chunks.findIndex((c) => c.id === focused.chunkId);
    if (index < 0) return;
    handled.current = focused.request;
    scrollTo(index);
    setHighlighted({ chunkId: focused.chunkId, held: focused.held === true });
  }, [focused, chunks, scrollTo]);
  useEffect(() => {
    if (!highlighted || highlighted.held) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  return highlighted?.chunkId ?? null;
}
