import fc from 'fast-check';
import { z } from 'zod';
import { BAD_UNITS, extremeDate, forbiddenKey, hostileValue } from './hostile-values.ts';

type Schema = {
  $ref?: string;
  $defs?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  type?: string | string[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
};

/** What the fuzz knows that a contract does not say: the owned record a field names. */
export type FieldHints = (name: string) => string | undefined;

/** Recursive contracts (agenda trees) are followed this deep when building valid values. */
const TREE_DEPTH = 3;

/** A string as its field's name and the contract suggest: ids of owned records, URLs, dates, e-mails. */
function validString(s: Schema, name: string, hints: FieldHints): fc.Arbitrary<unknown> {
  const owned = hints(name);
  if (owned) return fc.oneof({ weight: 5, arbitrary: fc.constant(owned) }, fc.uuid());
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email' || /email/i.test(name)) return fc.constant('fuzz@example.com');
  if (s.format === 'date-time' || /date|timestamp/i.test(name))
    return fc.constantFrom('2024-05-01T10:00:00Z', '2025-01-31', '2024-05-01T10:00:00+02:00');
  if (name === 'meetingUrl') return fc.constant('https://meet.google.com/abc-defg-hij');
  if (/url/i.test(name)) return fc.constant('https://example.com/fuzz');
  if (/password/i.test(name)) return fc.constant('Fuzzed-pass-42');
  const min = Math.max(s.minLength ?? 0, 1);
  return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(s.maxLength ?? 24, 24)) });
}

/**
 * Valid values for a contract's JSON Schema (zod's input side), as far as the schema tells:
 * refinements it cannot state may still refuse some.
 */
export function contractArbitrary(root: Schema, hints: FieldHints): fc.Arbitrary<unknown> {
  const defs = root.$defs ?? {};

  const valid = (s: Schema, name: string, depth: number): fc.Arbitrary<unknown> => {
    if (s.$ref) {
      const target = defs[s.$ref.split('/').pop() ?? ''];
      return target ? valid(target, name, depth + 1) : fc.constant({});
    }
    const branches = s.anyOf ?? s.oneOf;
    if (branches) return fc.oneof(...branches.map((b) => valid(b, name, depth)));
    if (s.enum) return fc.constantFrom(...s.enum);
    if ('const' in s) return fc.constant(s.const);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    switch (type) {
      case 'string':
        return validString(s, name, hints);
      case 'integer':
        return fc.integer({ min: s.minimum ?? 0, max: s.maximum ?? 1_000 });
      case 'number':
        return fc.double({
          min: s.minimum ?? 0,
          max: s.maximum ?? 1_000,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        if (depth >= TREE_DEPTH) return fc.constant([]);
        const maxLength = Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3));
        return fc.array(valid(s.items ?? {}, name, depth + 1), { minLength: s.minItems ?? 0, maxLength });
      }
      case 'object':
        return object(s, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };

  const object = (s: Schema, depth: number): fc.Arbitrary<unknown> => {
    const properties = Object.entries(s.properties ?? {});
    const extra = s.additionalProperties;
    if (properties.length === 0 && extra && typeof extra === 'object') {
      const key = fc.string({ minLength: 1, maxLength: 12 });
      return fc.dictionary(key, valid(extra, 'value', depth + 1), { maxKeys: 3 });
    }
    const model = Object.fromEntries(properties.map(([key, schema]) => [key, valid(schema, key, depth)]));
    return fc.record(model, { requiredKeys: s.required ?? [] });
  };

  return valid(root, 'body', 0);
}

type Place = [Record<string, unknown> | unknown[], string | number];
type Mutation = 'text' | 'date' | 'any' | 'key' | 'extra';

/**
 * A valid value with exactly one hostile thing in it: NUL or a lone surrogate inside one of its
 * texts, an extreme date in a date field, any hostile value in place of the whole or of one
 * field or element, a hostile key, or a key no body may set (`__proto__` as an own key,
 * `userId`, …) added to the top.
 */
export function withOneHostile(valid: fc.Arbitrary<unknown>, foreignId: string): fc.Arbitrary<unknown> {
  const mutation = fc.constantFrom<Mutation>(
    'text',
    'text',
    'text',
    'text',
    'date',
    'any',
    'any',
    'any',
    'key',
    'extra',
  );
  const extra = fc.tuple(forbiddenKey, fc.constantFrom<unknown>(foreignId, { polluted: true }));
  return fc
    .tuple(valid, mutation, fc.nat(), hostileValue, fc.constantFrom(...BAD_UNITS), extremeDate, extra)
    .map(([value, kind, pick, hostile, unit, date, [key, keyValue]]) => {
      const copy = structuredClone(value);
      const places = placesIn(copy);
      const strings = places.filter(([parent, k]) => typeof parent[k as never] === 'string');
      const dates = strings.filter(([, k]) => typeof k === 'string' && /date|timestamp/i.test(k));
      const at = <T>(list: T[]) => list[pick % list.length];
      if (kind === 'extra' && isObject(copy)) return define(copy, key, keyValue);
      if (kind === 'text' && strings.length)
        return set(copy, at(strings), (old) => insert(String(old), unit, pick));
      if (kind === 'date' && dates.length) return set(copy, at(dates), () => date);
      const objectKeys = places.filter(([parent]) => !Array.isArray(parent));
      if (kind === 'key' && objectKeys.length) return rename(copy, at(objectKeys), insert('key', unit, pick));
      const place = places[pick % (places.length + 1)];
      return place ? set(copy, place, () => hostile) : hostile;
    });
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const insert = (text: string, unit: string, pick: number) => {
  const at = pick % (text.length + 1);
  return `${text.slice(0, at)}${unit}${text.slice(at)}`;
};

function define(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** Every field and element of `value`, walked without recursion. */
function placesIn(value: unknown): Place[] {
  const places: Place[] = [];
  const pending = [value];
  while (pending.length) {
    const node = pending.pop();
    const entries = Array.isArray(node) ? [...node.entries()] : isObject(node) ? Object.entries(node) : [];
    for (const [key, child] of entries) {
      places.push([node as Place[0], key]);
      pending.push(child);
    }
  }
  return places;
}

function set<T>(root: T, place: Place | undefined, to: (old: unknown) => unknown): T {
  if (!place) return root;
  const [parent, key] = place as [Record<string | number, unknown>, string | number];
  parent[key] = to(parent[key]);
  return root;
}

function rename<T>(root: T, place: Place | undefined, to: string): T {
  if (!place) return root;
  const [parent, key] = place as [Record<string, unknown>, string];
  const moved = parent[key];
  delete parent[key];
  define(parent, to, moved);
  return root;
}

/** A zod contract's input JSON Schema, or undefined when the route declares none for that part. */
export function inputSchema(contract: unknown): Schema | undefined {
  if (!(contract instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(contract, { io: 'input', unrepresentable: 'any' }) as Schema;
}
