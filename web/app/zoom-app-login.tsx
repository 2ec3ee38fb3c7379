import type { ComponentType } from 'react';

/** The Zoom App's home inside the Zoom client (not its link page, which opens in the browser). */
export const isZoomAppHome = (pathname: string) => pathname === '/zoomapp' || pathname === '/zoomapp/';

/**
 * Signed out inside the Zoom client: the sign-in card, username first, under the Zoom App's note
 * that says what this is and offers Google sign-in in the system browser (decision 050).
 */
export async function loadZoomAppLogin(): Promise<ComponentType> {
  const [{ LoginScreen }, { ZoomAppSignInNote }] = await Promise.all([
    import('#web/features/auth/components/login-screen.tsx'),
    import('#web/features/zoom-app/sign-in/zoom-app-sign-in.tsx'),
  ]);
  return function ZoomAppLogin() {
    return <LoginScreen note={<ZoomAppSignInNote />} firstTab="username" />;
  };
}
