import { Quote } from 'lucide-react';
import type { SectionEvidence } from '#contracts/evaluation.ts';
import { cn } from '#web/lib/cn.ts';
import { ClockTime } from './clock-time.tsx';
import { useTranscriptFocus } from './transcript-focus.tsx';

const STRENGTH: Record<SectionEvidence['strength'], { label: string; className: string }> = {
  strong: { label: 'Specific', className: 'border-l-success' },
  moderate: { label: 'General', className: 'border-l-muted-foreground/40' },
  weak: { label: 'Vague', className: 'border-l-warning' },
};

/**
 * The candidate's words behind a section's draft, each with the moment it was said; choosing one
 * scrolls the transcript to that line and highlights it.
 */
export function EvidenceQuotes({ evidence, label }: { evidence: SectionEvidence[]; label: string }) {
  const { focus } = useTranscriptFocus();
  if (evidence.length === 0) return null;
  return (
    <ul aria-label={`Evidence for ${label}`} className="grid gap-1.5">
      {evidence.map((item) => {
        const strength = STRENGTH[item.strength];
        return (
          <li key={`${item.chunkId}|${item.quote}`}>
            <button
              type="button"
              onClick={() => focus(item.chunkId)}
              title="Show in the transcript"
              className={cn(
                'grid w-full gap-0.5 rounded-md border border-l-4 bg-muted/40 px-2 py-1.5 text-left text-xs hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                strength.className,
              )}
            >
              <span className="flex items-start gap-1.5">
                <Quote aria-hidden="true" className="mt-0.5 size-3 shrink-0 text-muted-foreground" />
                <q className="line-clamp-2 italic">{item.quote}</q>
              </span>
              <span className="text-muted-foreground">
                {strength.label} · <ClockTime value={item.timestamp} /> · show in transcript
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
