import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '#web/components/page-header.tsx';
import { authStatusQueryOptions } from '#web/lib/auth-status.ts';
import { GoogleSettingsNotice } from './google-settings-notice.tsx';
import { RetentionCard } from './retention-card.tsx';
import { SettingsForm } from './settings-form.tsx';

/** Account settings: local (username/password) accounts only (spec 001 §2); data retention for every account. */
export function SettingsPage() {
  const { data } = useQuery(authStatusQueryOptions);
  const user = data?.user;

  return (
    <>
      <PageHeader title="Settings" description="Manage your account." />
      <div className="grid gap-6">
        {user && data?.authType === 'local' ? (
          <SettingsForm savedUsername={user.username ?? ''} />
        ) : (
          <GoogleSettingsNotice />
        )}
        {user && <RetentionCard />}
      </div>
    </>
  );
}
