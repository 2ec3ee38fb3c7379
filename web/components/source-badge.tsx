import { Sparkles } from 'lucide-react';
import type { TemplateSource } from '#contracts/scorecards.ts';
import { Badge } from './ui/badge.tsx';

/** Whether a scorecard or agenda was written by hand or drafted with the assistant. */
export function SourceBadge({ source }: { source: TemplateSource }) {
  if (source === 'generated') {
    return (
      <Badge variant="outline" className="border-accent-foreground/20 bg-accent text-accent-foreground">
        <Sparkles aria-hidden="true" />
        AI Generated
      </Badge>
    );
  }
  return <Badge variant="secondary">Manual</Badge>;
}
