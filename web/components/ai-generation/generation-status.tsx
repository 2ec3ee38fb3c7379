import { Loader2 } from 'lucide-react';
import type { GeneratedContent } from '#contracts/scorecards.ts';

type GenerationStatusProps = { generating: boolean; result: GeneratedContent | null };

/**
 * Announces a generation politely: once when it starts and once when the draft is in the content
 * field. The streamed text itself is not announced line by line.
 */
export function GenerationStatus({ generating, result }: GenerationStatusProps) {
  return (
    <div role="status" className="text-sm text-muted-foreground">
      {generating && (
        <span className="inline-flex items-center gap-2">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Generating content… the preview fills in below as it is written.
        </span>
      )}
      {!generating && result && (
        <span className="grid gap-1">
          <span>Draft ready in the content field below. Review and edit it before saving.</span>
          {result.notice && !result.content.startsWith(result.notice) && (
            <span className="text-xs">{result.notice}</span>
          )}
        </span>
      )}
    </div>
  );
}
