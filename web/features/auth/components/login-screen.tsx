import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useAuthErrorToast } from '../hooks/use-auth-error-toast.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { UsernameSignIn } from './username-sign-in.tsx';

/** Inside the Zoom client: what this is, and how to sign in there (Zoom's browser may refuse Google's page). */
function ZoomAppNote() {
  return (
    <div className="mb-4 grid gap-1 rounded-md border bg-muted p-3 text-sm">
      <p className="font-medium">This is the Interview Hub Zoom App.</p>
      <p className="text-muted-foreground">
        Sign in with your Interview Hub username and password below. If Google sign-in does not open here,
        sign in with Google in your browser, then open the app in Zoom again.
      </p>
    </div>
  );
}

/** Shown for every path (except /google-meet) while nobody is signed in. */
export function LoginScreen() {
  const inZoomApp = useLocation()[0].startsWith('/zoomapp');
  const [tab, setTab] = useState(inZoomApp ? 'username' : 'google');
  useAuthErrorToast();
  useEffect(() => {
    document.title = 'Sign in · Interview Hub';
  }, []);

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">Interview Hub</h1>
          <CardDescription>Sign in to your interview hub for hiring management.</CardDescription>
        </CardHeader>
        <CardContent>
          {inZoomApp && <ZoomAppNote />}
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="w-full">
              <TabsTrigger value="google">Google</TabsTrigger>
              <TabsTrigger value="username">Username</TabsTrigger>
            </TabsList>
            <TabsContent value="google">
              <GoogleSignIn onUseUsername={() => setTab('username')} />
            </TabsContent>
            <TabsContent value="username">
              <UsernameSignIn />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </main>
  );
}
