import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthStatus, LoginInput, LoginResponse, SettingsInput } from '#contracts/auth.ts';
import { ErrorBody, MessageResponse } from '#contracts/errors.ts';
import type { AuthService } from './auth.service.ts';
import { requireSession } from './request-user.ts';
import { type CookieSettings, clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import type { SettingsService } from './settings.service.ts';
import { toAuthUser } from './user.mapper.ts';

type Options = { auth: AuthService; settings: SettingsService; cookie: CookieSettings };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, settings, cookie }) => {
  app.get(
    '/api/auth/status',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Who is signed in', response: { 200: AuthStatus } },
    },
    async (request) => auth.status(request.session),
  );

  app.post(
    '/api/local-auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password; starts a new session',
        body: LoginInput,
        response: { 200: LoginResponse, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { token, user } = await auth.loginLocal(request.body, request.ip);
      // A fresh session id at every sign-in: whatever session the browser had is ended.
      await auth.logout(request.cookies[cookie.name]);
      setSessionCookie(reply, cookie, token);
      request.log.info({ userId: user.id, event: 'login' }, 'signed in with a password');
      return { message: 'Login successful', user: toAuthUser(user) };
    },
  );

  for (const path of ['/api/local-auth/logout', '/api/google-auth/logout']) {
    app.post(
      path,
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Sign out: ends this session',
          response: { 200: MessageResponse },
        },
      },
      async (request, reply) => {
        await auth.logout(request.cookies[cookie.name]);
        clearSessionCookie(reply, cookie);
        if (request.session)
          request.log.info({ userId: request.session.user.id, event: 'logout' }, 'signed out');
        return { message: 'Logged out' };
      },
    );
  }

  app.put(
    '/api/users/settings',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change username and/or password (local accounts); ends every session of the user',
        body: SettingsInput,
        response: { 200: MessageResponse, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const result = await settings.update(user, request.body, request.ip);
      clearSessionCookie(reply, cookie);
      request.log.info({ userId: user.id, event: 'settings_updated' }, 'account settings changed');
      return result;
    },
  );
};
