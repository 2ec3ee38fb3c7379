import { useEffect, useState } from 'react';
import { z } from 'zod';
import { PANEL_GRANT_MESSAGE, PanelGrantDto } from '#contracts/meet-panel.ts';
import { setBearerGrant } from '#web/lib/bearer-grant.ts';

const GrantMessage = PanelGrantDto.extend({ type: z.literal(PANEL_GRANT_MESSAGE) });

/** Opens the panel's sign-in window (a popup of our own origin), where the sign-in cookie is sent. */
export function openSignInWindow(meeting: string): void {
  const url = `/google-meet/sign-in?${new URLSearchParams({ meeting })}`;
  window.open(url, 'interview-hub-sign-in', 'popup,width=480,height=680');
}

/**
 * The grant the sign-in window hands the panel's frame (decision 037): taken only from a window
 * of our own origin, kept in memory, and sent with the panel's reads from then on.
 */
export function usePanelGrant(): PanelGrantDto | null {
  const [granted, setGranted] = useState<PanelGrantDto | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const parsed = GrantMessage.safeParse(event.data);
      if (!parsed.success) return;
      setBearerGrant(parsed.data.grant);
      setGranted(parsed.data);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return granted;
}
