import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from zod 4 schemas, by a walk over their public definitions (`schema._zod.def`). No
 * maintained bridge supports zod 4 with fast-check 4 (zod-fast-check is zod 3 / fast-check 3), and the contracts use a
 * small set of kinds. Values aim at the schema's input side (before transforms), so many pass validation; refinements
 * and cross-field rules are not followed, which yields the near-misses a fuzzer wants.
 */
interface Def {
  type: string;
  [key: string]: unknown;
}
interface Check {
  _zod: { def: { check: string; format?: string; pattern?: RegExp; minimum?: number; maximum?: number; length?: number } };
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Odd text that has broken parsers and databases: lone surrogates, NUL, RTL overrides, SQL and markup, long runs. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\uD800',
    'a\uDC00b',
    '\u0000',
    'x\u0000y',
    '\u202Eevil\u202C',
    '\uFEFF',
    '\u200B\u200B',
    "' OR 1=1 --",
    '"; DROP TABLE lead; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '%',
    '__proto__',
    'constructor',
    '😀'.repeat(300),
    'a'.repeat(70_000),
    '9'.repeat(400),
    '-0',
    'NaN',
    'Infinity',
    '1e309',
    '2034-02-30T25:61:61Z',
    ' ',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Any JSON-ish value, including the nasty strings and numbers at the edges. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MIN_VALUE, true, false, null, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
);

function stringArbitrary(schema: unknown, def: Def): fc.Arbitrary<string> {
  const checks = [...((def.checks as Check[] | undefined) ?? []), ...(def.format ? [schema as Check] : [])].map((check) => check._zod.def);
  const format = checks.find((check) => check.check === 'string_format');
  let minLength = 0;
  let maxLength = 60;
  for (const check of checks) {
    if (check.check === 'min_length' && check.minimum !== undefined) minLength = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) maxLength = Math.min(check.maximum, 300);
    if (check.check === 'length_equals' && check.length !== undefined) minLength = maxLength = check.length;
  }
  if (format?.format === 'uuid' || format?.format === 'guid') return fc.uuid();
  if (format?.format === 'email') return fc.emailAddress();
  if (format?.format === 'datetime') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (format?.pattern) {
    try {
      return fc.stringMatching(format.pattern).filter((text) => text.length <= Math.max(maxLength, 100));
    } catch {
      // A pattern fast-check cannot read (e.g. a lookahead): plain text, which the schema will mostly refuse.
    }
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

export function arbitraryFor(schema: z.ZodType | unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return fc.constant(null);
  const inner = (key: string) => arbitraryFor(def[key], depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def);
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'bigint':
    case 'int':
      return fc.integer();
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return arbitraryFor((def.getter as () => unknown)(), depth + 1);
    case 'array':
      return fc.array(inner('element'), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((item) => arbitraryFor(item, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => arbitraryFor(option, depth + 1)));
    case 'intersection':
      return fc.tuple(inner('left'), inner('right')).map(([left, right]) => ({ ...(left as object), ...(right as object) }));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), inner('valueType'), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value, depth + 1)]));
      return fc.record(fields, { requiredKeys: Object.keys(shape) });
    }
    default:
      // unknown, any, transform, custom: anything JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Turns a valid-ish object into a near miss: one field swapped for a nasty value, dropped, or an unknown key added. */
export function mutate(base: unknown): fc.Arbitrary<unknown> {
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return nastyValue;
  const keys = Object.keys(base);
  const record = base as Record<string, unknown>;
  const variants: fc.Arbitrary<unknown>[] = [
    fc.tuple(fc.string({ maxLength: 12 }), nastyValue).map(([key, value]) => ({ ...record, [key]: value })),
    nastyValue,
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    variants.push(
      fc.tuple(key, nastyValue).map(([name, value]) => ({ ...record, [name]: value })),
      key.map((name) => Object.fromEntries(Object.entries(record).filter(([other]) => other !== name))),
      fc.tuple(key, fc.constantFrom(...keys)).chain(([name]) => mutate(record[name]).map((value) => ({ ...record, [name]: value }))),
    );
  }
  return fc.oneof(...variants);
}
