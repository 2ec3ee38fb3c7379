import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { USERNAME_MAX } from '#contracts/auth.ts';
import { FormField } from '#web/components/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useLocalLogin } from '../api/use-local-login.ts';

export function UsernameSignIn() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useLocalLogin();
  const canSubmit = username.trim() !== '' && password !== '' && !login.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    // The password goes exactly as typed: no trimming.
    login.mutate({ username: username.trim(), password });
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
      <FormField id="login-username" label="Username">
        {(control) => (
          <Input
            {...control}
            name="username"
            autoComplete="username"
            maxLength={USERNAME_MAX}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="login-password" label="Password">
        {(control) => (
          <Input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={!canSubmit}>
        {login.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
        Sign in
      </Button>
    </form>
  );
}
