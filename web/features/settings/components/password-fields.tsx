import { PASSWORD_MAX, PASSWORD_MIN } from '#contracts/auth.ts';
import { FormField } from '#web/components/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { FieldErrors, SettingsDraft, SettingsField } from '../utils/check-settings.ts';

type PasswordField = Extract<SettingsField, 'currentPassword' | 'newPassword' | 'confirmPassword'>;

type PasswordFieldsProps = {
  id: string;
  draft: SettingsDraft;
  errors: FieldErrors;
  onChange: (field: PasswordField, value: string) => void;
};

const FIELDS: { field: PasswordField; label: string; autoComplete: string }[] = [
  { field: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

const HINT = `Password must be ${PASSWORD_MIN}–${PASSWORD_MAX} characters and should include an uppercase letter, a lowercase letter, a digit and a special character.`;

export function PasswordFields({ id, draft, errors, onChange }: PasswordFieldsProps) {
  return (
    <div id={id} className="grid gap-4 rounded-lg border bg-muted/40 p-4">
      {FIELDS.map(({ field, label, autoComplete }) => (
        <FormField
          key={field}
          id={`settings-${field}`}
          label={label}
          error={errors[field]}
          hint={field === 'newPassword' ? HINT : undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete={autoComplete}
              value={draft[field]}
              onChange={(event) => onChange(field, event.target.value)}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
