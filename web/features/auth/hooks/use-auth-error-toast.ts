import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { notifyError } from '#web/lib/notify.ts';
import { authErrorMessage } from '../utils/auth-error-message.ts';

/** Turns `?authError=<code>` from the Google callback into a toast, then drops it from the address. */
export function useAuthErrorToast(): void {
  const search = useSearch();
  const [location, navigate] = useLocation();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get('authError');
    if (code === null) return;
    notifyError('Login failed', authErrorMessage(code));
    params.delete('authError');
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate]);
}
