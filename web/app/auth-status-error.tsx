import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card.tsx';

/** The server could not be asked whether someone is signed in (network or server failure). */
export function AuthStatusError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-sm" role="alert">
        <CardHeader>
          <h1 className="text-lg font-semibold">Interview Hub is not reachable</h1>
          <CardDescription>
            We could not check whether you are signed in. Check your connection and try again.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onRetry}>Try again</Button>
        </CardContent>
      </Card>
    </main>
  );
}
