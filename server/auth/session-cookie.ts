import type { FastifyReply } from 'fastify';

export type CookieSettings = { name: string; secure: boolean };

export function cookieSettings(publicUrl: string | undefined): CookieSettings {
  const secure = publicUrl?.startsWith('https:') ?? false;
  // The __Host- prefix pins the cookie to this host and path /, but needs Secure.
  return { name: secure ? '__Host-sid' : 'sid', secure };
}

export function setSessionCookie(reply: FastifyReply, cookie: CookieSettings, token: string) {
  reply.setCookie(cookie.name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    maxAge: 30 * 24 * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, cookie: CookieSettings) {
  reply.clearCookie(cookie.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure });
}
