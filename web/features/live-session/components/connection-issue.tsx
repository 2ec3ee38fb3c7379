import { AlertCircle, X } from 'lucide-react';

type ConnectionIssueProps = { error: string; onDismiss: () => void };

/**
 * The red box while the live channel has a problem (spec 000 §2), at the right under the header.
 * It takes its own place in the page rather than floating over it, so it never covers an input
 * or a button (docs/decisions/034-connection-issue-in-the-page-flow.md).
 */
export function ConnectionIssue({ error, onDismiss }: ConnectionIssueProps) {
  return (
    <div
      role="alert"
      className="flex max-w-sm items-start gap-2 justify-self-end rounded-md bg-destructive p-3 text-sm text-destructive-foreground shadow-sm"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="grow">Connection issue: {error}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss connection issue"
        className="rounded-sm opacity-80 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-destructive-foreground"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
