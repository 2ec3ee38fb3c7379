import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = Record<string, unknown>;
type CompileInput = { schema: unknown; method: string; url: string; httpStatus?: string };
type Serialize = (data: unknown) => string;

const zodSerializerCompiler = createSerializerCompiler({});

/**
 * `anyOf: [{ type: T, … }, { type: 'null' }]` (how zod writes `.nullable()`) as `type: [T, 'null']`
 * for a primitive T: fast-json-stringify writes the second form directly, but picks an `anyOf`
 * branch by validating the value at run time.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplifyNullable(value);
  const anyOf = out.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return out;
  const [a, b] = anyOf as JsonSchema[];
  const isNull = (s: JsonSchema | undefined) => s?.type === 'null' && Object.keys(s).length === 1;
  const value = isNull(b) ? a : isNull(a) ? b : undefined;
  const primitive = ['string', 'number', 'integer', 'boolean'];
  if (!value || typeof value.type !== 'string' || !primitive.includes(value.type)) return out;
  const { anyOf: _anyOf, ...rest } = out;
  return { ...rest, ...value, type: [value.type, 'null'] };
}

/** The response schema's JSON Schema, compiled by fast-json-stringify; undefined if it cannot be. */
function compileFast(schema: ZodType): Serialize | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
    return fastJson(simplifyNullable(json) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return undefined;
  }
}

/**
 * Responses are written by serialisers compiled from the zod contracts' JSON Schema
 * (fast-json-stringify, Fastify's own serialiser): a page of 50 applications costs a fraction of
 * checking it with zod and `JSON.stringify`. The mappers shape every DTO, and properties absent
 * from the contract are never written. With `check` (the test suites), each response is also
 * encoded by zod as before, which throws on any value outside the contract, and the two outputs
 * must be equal. docs/decisions/016-pipeline-request-path.md
 */
export function createResponseSerializerCompiler({ check }: { check: boolean }) {
  return (input: CompileInput): Serialize => {
    const strict = zodSerializerCompiler(input as Parameters<typeof zodSerializerCompiler>[0]);
    const fast = input.schema instanceof z.ZodType ? compileFast(input.schema) : undefined;
    if (!fast) return strict;
    if (!check) return fast;
    return (data) => {
      const expected = strict(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${input.method} ${input.url}: the compiled serialiser wrote ${written}, zod ${expected}`,
        );
      }
      return written;
    };
  };
}

const sentAsText = new WeakSet<FastifyReply>();

/**
 * Sends JSON that is already text, written by the database (a list page, decision 018), as it is:
 * no parsing into objects to serialise them again. `checkJsonText` checks it in the test suites.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  sentAsText.add(reply);
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * With `check` (the test suites): every body sent by `sendJsonText` must parse and conform to the
 * route's zod response schema for its status, as the compiled serialisers are checked above.
 */
export function checkJsonText(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!sentAsText.has(reply)) return payload;
    const schemas = request.routeOptions.schema?.response as Record<number, unknown> | undefined;
    const schema = schemas?.[reply.statusCode];
    if (!(schema instanceof z.ZodType)) throw new Error(`${request.url}: no response schema for JSON text`);
    const checked = schema.safeParse(JSON.parse(String(payload)));
    if (!checked.success) {
      throw new Error(
        `${request.method} ${request.url}: JSON text outside the contract: ${checked.error.message}`,
      );
    }
    return payload;
  });
}
