import { AlertCircle, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';

/** A step on the way to the session ('Initializing Google Meet Add-on...'), announced politely. */
export function PanelProgress({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      {children}
    </p>
  );
}

/** Why the panel cannot show a session, with what the interviewer can do about it. */
export function PanelProblem({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircle aria-hidden="true" />
      <AlertDescription className="gap-2">
        <p>{message}</p>
        {children}
      </AlertDescription>
    </Alert>
  );
}
