import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Interview Hub API',
        version: '0.1.0',
        description:
          'Every call answers errors as `{ "error": { "code", "message", "details"? } }`. ' +
          'Calls need the session cookie from sign-in; state-changing calls need a same-origin `Origin` header.',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The reference is public: it describes calls, never data.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its page sets no <base>: none may be injected either.
    transformStaticCSP: (header) => header.replace("base-uri 'self'", "base-uri 'none'"),
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
