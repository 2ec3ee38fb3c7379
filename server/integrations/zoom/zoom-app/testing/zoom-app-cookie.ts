import type { FastifyInstance } from 'fastify';
import { sealZoomAppContext } from '../zoom-app-context.ts';

/**
 * Opens `/zoomapp` as the Zoom client does, with an encrypted `X-Zoom-App-Context` for `meetingUuid`,
 * and answers the signed context cookie the server sets (`name=value`), as the Zoom client's
 * browser keeps it for the app's next requests.
 */
export async function zoomAppContextCookie(
  app: FastifyInstance,
  clientSecret: string,
  meetingUuid: string,
  /** The app's sign-in cookie, when the app is signed in. */
  signedIn?: string,
): Promise<string> {
  const header = sealZoomAppContext(
    {
      typ: 'meeting',
      uid: 'zoom-user',
      mid: meetingUuid,
      attendrole: 'host',
      ts: Date.now(),
      exp: Date.now() + 120_000,
    },
    clientSecret,
  );
  const res = await app.inject({
    method: 'GET',
    url: '/zoomapp',
    headers: { 'x-zoom-app-context': header, ...(signedIn ? { cookie: signedIn } : {}) },
  });
  const cookie = res.cookies.find((c) => c.name === 'zoom_app_context');
  if (!cookie) throw new Error(`the Zoom App context was refused (${res.statusCode})`);
  return `zoom_app_context=${cookie.value}`;
}
