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
