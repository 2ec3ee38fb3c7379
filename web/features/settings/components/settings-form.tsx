import { Info, Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { USERNAME_MAX } from '#contracts/auth.ts';
import { FormField } from '#web/components/form-field.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { notifyError } from '#web/lib/notify.ts';
import { useUpdateSettings } from '../api/use-update-settings.ts';
import {
  checkSettings,
  type FieldErrors,
  type SettingsDraft,
  type SettingsField,
} from '../utils/check-settings.ts';
import { PasswordFields } from './password-fields.tsx';

const PASSWORD_PANEL_ID = 'settings-password-panel';

export function SettingsForm({ savedUsername }: { savedUsername: string }) {
  const [draft, setDraft] = useState<SettingsDraft>({
    username: savedUsername,
    changePassword: false,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateSettings();
  const disabled = update.isPending || (draft.username === savedUsername && !draft.changePassword);

  function setField(field: SettingsField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function togglePassword() {
    setErrors((current) => ({ username: current.username }));
    setDraft((current) =>
      current.changePassword
        ? { ...current, changePassword: false }
        : { ...current, changePassword: true, currentPassword: '', newPassword: '', confirmPassword: '' },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const result = checkSettings(draft, savedUsername);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      if (result.toast) notifyError(result.toast.title, result.toast.description);
      return;
    }
    setErrors({});
    update.mutate(result.input);
  }

  return (
    <Card className="max-w-xl">
      <form onSubmit={handleSubmit} noValidate className="grid gap-6">
        <CardHeader>
          <h2 className="leading-none font-semibold">Account</h2>
          <CardDescription>Change your username or password.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <FormField id="settings-username" label="Username" error={errors.username}>
            {(control) => (
              <Input
                {...control}
                autoComplete="username"
                maxLength={USERNAME_MAX}
                value={draft.username}
                onChange={(event) => setField('username', event.target.value)}
              />
            )}
          </FormField>
          <div className="grid gap-3">
            <div className="flex items-center justify-between gap-4">
              <span className="text-sm font-medium">Password</span>
              <Button
                variant="outline"
                size="sm"
                aria-expanded={draft.changePassword}
                aria-controls={draft.changePassword ? PASSWORD_PANEL_ID : undefined}
                onClick={togglePassword}
              >
                {draft.changePassword ? 'Cancel Password Change' : 'Change Password'}
              </Button>
            </div>
            {draft.changePassword && (
              <PasswordFields id={PASSWORD_PANEL_ID} draft={draft} errors={errors} onChange={setField} />
            )}
          </div>
          <Alert variant="info">
            <Info aria-hidden="true" />
            <AlertDescription>You will be logged out after updating your settings.</AlertDescription>
          </Alert>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={disabled}>
            {update.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
            Update Settings
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
