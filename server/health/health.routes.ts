import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '#contracts/health.ts';

type Options = { ping: () => Promise<void> };

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<Options> = async (app, { ping }) => {
  app.get(
    '/healthz',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: HealthResponse } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: HealthResponse, 503: HealthResponse } },
    },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
