import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { customCssHtmlSettings } from '../../../schemas/settings/custom_css_html';
import { generalSettings } from '../../../schemas/settings/general';
import { schemaValidator } from './schema-validator';

const general = generalSettings as unknown as RJSFSchema;

describe('the schema forms validator', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates without compiling code, so a policy without eval leaves it working', () => {
    const refused = () => {
      throw new EvalError('refused by the Content-Security-Policy');
    };
    vi.stubGlobal('Function', refused);
    vi.stubGlobal('eval', refused);
    const { errors } = schemaValidator.validateFormData({ csp_allowed_sources: "'unsafe-eval'" }, customCssHtmlSettings as unknown as RJSFSchema);
    expect(errors.map((e) => [e.name, e.property])).toEqual([['pattern', '.csp_allowed_sources']]);
  });

  it('reports each field with its keyword: required, length, format', () => {
    const { errors, errorSchema } = schemaValidator.validateFormData({ name: '', contact_email: 'nope', site_url: 'https://q.example' } as Record<string, unknown>, general);
    expect(errors.map((e) => `${e.name} ${e.property}`).sort()).toEqual(['format .contact_email', 'minLength .name']);
    expect(Object.keys(errorSchema).sort()).toEqual(['contact_email', 'name']);
    const missing = schemaValidator.validateFormData({}, { type: 'object', required: ['name'], properties: { name: { type: 'string' } } });
    expect(missing.errors).toMatchObject([{ name: 'required', property: '.name', params: { missingProperty: 'name' } }]);
    expect(schemaValidator.validateFormData({ name: 'Quorum', contact_email: 'a@q.example', site_url: 'https://q.example' }, general).errors).toEqual([]);
  });

  it('merges the form’s own checks and transformations, as rjsf expects', () => {
    const schema: RJSFSchema = { type: 'object', properties: { name: { type: 'string', maxLength: 3 } } };
    const result = schemaValidator.validateFormData({ name: 'long' }, schema, (_data, errors) => {
      errors.name?.addError('custom');
      return errors;
    }, (list) => list.map((e) => ({ ...e, message: `T:${e.name}` })));
    expect(result.errors.map((e) => e.message).sort()).toEqual(['T:maxLength', 'custom']);
    expect(schemaValidator.isValid({ type: 'string', maxLength: 3 }, 'abc' as never, schema)).toBe(true);
    expect(schemaValidator.isValid({ type: 'string', maxLength: 3 }, 'abcd' as never, schema)).toBe(false);
  });
});
