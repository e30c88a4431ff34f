import { describe, expect, it } from 'vitest';
import { InputError } from './errors.ts';
import { SchemaValidator } from './validation.ts';

const body = {
  type: 'object',
  required: ['kind'],
  properties: { kind: { enum: ['a', 'b'] }, name: { type: 'string' }, nested: { type: 'object' } },
  if: { properties: { kind: { const: 'b' } } },
  then: { required: ['name'] },
} as const;

describe('SchemaValidator.checkBody', () => {
  const validator = new SchemaValidator();

  it('keeps only the top-level fields the schema declares (no mass assignment)', () => {
    const checked = validator.checkBody(body, { kind: 'a', name: 'x', role_id: 99, username: 'root' });
    expect(checked).toEqual({ kind: 'a', name: 'x' });
  });

  it('leaves composed schemas (if/then) and nested objects whole', () => {
    expect(validator.checkBody(body, { kind: 'b', name: 'y', nested: { deep: 1 } })).toEqual({ kind: 'b', name: 'y', nested: { deep: 1 } });
    expect(() => validator.checkBody(body, { kind: 'b' })).toThrow(InputError);
  });

  it('passes a body through whole when its schema declares no fields', () => {
    expect(validator.checkBody({ type: 'object' }, { any: 1, thing: 2 })).toEqual({ any: 1, thing: 2 });
  });
});

describe('SchemaValidator field errors', () => {
  const validator = new SchemaValidator();
  const schema = {
    type: 'object',
    required: ['title'],
    additionalProperties: false,
    properties: {
      title: { type: 'string', minLength: 1, maxLength: 5 },
      summary: { type: 'string', minLength: 3, notBlank: true },
      size: { type: 'integer', minimum: 2, maximum: 4 },
      tags: { type: 'array', minItems: 1, maxItems: 2 },
      order: { enum: ['newest', 'score'] },
      email: { type: 'string', format: 'email' },
      slug: { type: 'string', pattern: '^[a-z]+$' },
      count: { type: 'integer' },
      either: { not: { const: 1 } },
    },
  } as const;
  /** The `error_msg` each field gets for `data` (keys with their values: the middleware translates them). */
  const messages = (data: object) => {
    try {
      validator.check(schema, data);
    } catch (err) {
      return Object.fromEntries(((err as InputError).data as { error_field: string; error_msg: string }[]).map((f) => [f.error_field, f.error_msg]));
    }
    throw new Error('valid');
  };

  it('names each field with the key of the rule it broke and the rule\'s values', () => {
    expect(messages({ summary: '    ', size: 9, tags: [], order: 'hot', email: 'nope', slug: 'A', count: 'x', either: 1, extra: true })).toEqual({
      title: 'validation.required',
      summary: 'validation.required',
      size: 'validation.maximum|{"limit":4}',
      tags: 'validation.min_items|{"limit":1}',
      order: 'validation.enum|{"values":"newest, score"}',
      email: 'validation.format.email',
      slug: 'validation.pattern',
      count: 'validation.type|{"type":"integer"}',
      either: 'validation.invalid',
      extra: 'validation.unknown_field',
    });
    expect(messages({ title: '', summary: 'ab', size: 1, tags: [1, 2, 3] })).toEqual({
      title: 'validation.required',
      summary: 'validation.min_length|{"limit":3}',
      size: 'validation.minimum|{"limit":2}',
      tags: 'validation.max_items|{"limit":2}',
    });
    expect(messages({ title: 'too long' })).toEqual({ title: 'validation.max_length|{"limit":5}' });
  });
});
