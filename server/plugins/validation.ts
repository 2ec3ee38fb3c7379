import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { ZodType } from 'zod';
import { parseInput } from '#contracts/input.ts';

/**
 * Validates every route's params, query, headers and body against its zod contract, after the
 * input rule of contracts/input.ts (no U+0000, no lone surrogates, bounded nesting), so no route
 * can forget it (docs/decisions/026-input-rules.md). Failures reach the error handler as
 * `error.validation`, one entry per issue.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = parseInput(schema, data);
    if (result.success) return { value: result.data };
    const issues: FastifySchemaValidationError[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
      params: {},
      message: issue.message,
    }));
    return { error: issues };
  };
