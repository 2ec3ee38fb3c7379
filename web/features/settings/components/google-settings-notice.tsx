import { Info } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';

export function GoogleSettingsNotice() {
  return (
    <Alert variant="info" className="max-w-xl">
      <Info aria-hidden="true" />
      <AlertTitle>Settings are only available for username/password users</AlertTitle>
      <AlertDescription>
        <p>You signed in with Google. Google users manage their settings through their Google account.</p>
      </AlertDescription>
    </Alert>
  );
}
