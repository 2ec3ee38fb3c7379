import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

const SENSITIVE_QUERY = /([?&](?:code|state|token|sig|signature|expires|access_token|id_token)=)[^&]*/gi;

/** Structured logs with a request id on every line; secrets never reach them. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req) => ({
        method: req.method,
        url: typeof req.url === 'string' ? req.url.replace(SENSITIVE_QUERY, '$1[redacted]') : req.url,
        remoteAddress: req.ip,
      }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
}
