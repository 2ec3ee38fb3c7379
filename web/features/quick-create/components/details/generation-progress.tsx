import { Loader2 } from 'lucide-react';

type GenerationProgressProps = { generating: boolean; progress: string };

/**
 * While the model works: a status line announced once, and the agenda and scorecard lines written
 * so far (not announced line by line).
 */
export function GenerationProgress({ generating, progress }: GenerationProgressProps) {
  return (
    <div className="grid gap-2">
      <div role="status" className="text-sm text-muted-foreground">
        {generating && (
          <span className="inline-flex items-center gap-2">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Generating the agenda and scorecard… this can take a minute with a large model.
          </span>
        )}
      </div>
      {generating && progress && (
        <div className="grid gap-1">
          <p className="text-xs font-medium text-muted-foreground">Written so far</p>
          <pre className="max-h-64 overflow-auto rounded-md border bg-muted/40 p-3 text-xs whitespace-pre-wrap">
            {progress}
          </pre>
        </div>
      )}
    </div>
  );
}
