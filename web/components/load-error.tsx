import { AlertCircle, RotateCw } from 'lucide-react';
import { Alert, AlertDescription } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

type LoadErrorProps = { message: string; onRetry: () => void; retrying?: boolean };

/** A list that failed to load, with a Retry button that fetches it again. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircle aria-hidden="true" />
      <AlertDescription className="gap-3">
        <p>{message}</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          Retry
        </Button>
      </AlertDescription>
    </Alert>
  );
}
