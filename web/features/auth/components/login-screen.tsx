import { type ReactNode, useEffect, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useAuthErrorToast } from '../hooks/use-auth-error-toast.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { UsernameSignIn } from './username-sign-in.tsx';

type Props = {
  /** Said over the tabs, where the screen is shown (inside the Zoom client: web/app). */
  note?: ReactNode;
  firstTab?: 'google' | 'username';
};

/** Shown for every path (except /google-meet) while nobody is signed in. */
export function LoginScreen({ note, firstTab = 'google' }: Props) {
  const [tab, setTab] = useState<string>(firstTab);
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
          {note}
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
