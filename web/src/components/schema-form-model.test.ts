import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { blankErrors, buildUiSchema, missingRequiredProperties, toErrorSchema, transformErrors } from './schema-form-model';

const schema: RJSFSchema = {
  type: 'object',
  required: ['name', 'ghost'],
  properties: {
    name: { type: 'string', title: 'Site name', notBlank: true } as RJSFSchema,
    site_url: { type: 'string', title: 'Site URL', format: 'uri' },
    custom_css: { type: 'string', title: 'CSS', maxLength: 65536 },
    smtp_password: { type: 'string', title: 'Password', 'x-visibility': 'secret' } as RJSFSchema,
  },
};
const t = (key: string, o?: Record<string, unknown>) =>
  key === 'form.empty' ? `${o?.title} empty` : key === 'form.invalid' ? `${o?.title} invalid` : String(o?.defaultValue ?? key);

describe('schema form model', () => {
  it('translates required and other errors to the SPEC messages', () => {
    const errors = [
      { name: 'required', property: '.name', params: { missingProperty: 'name' }, message: 'x', stack: 'x', schemaPath: '' },
      { name: 'format', property: '.site_url', params: {}, message: 'x', stack: 'x', schemaPath: '' },
    ] as RJSFValidationError[];
    expect(transformErrors(schema, t)(errors).map((e) => e.message)).toEqual(['Site name empty', 'Site URL invalid']);
  });
  it('builds translated titles and widgets', () => {
    const ui = buildUiSchema(schema, t, 'settings.general');
    expect(ui.name).toEqual({ 'ui:title': 'Site name' });
    expect(ui.custom_css).toMatchObject({ 'ui:widget': 'textarea' });
    expect(ui.smtp_password).toMatchObject({ 'ui:widget': 'password' });
  });
  it('finds required keys without a property and blank values', () => {
    expect(missingRequiredProperties(schema)).toEqual(['ghost']);
    expect(blankErrors(schema, { name: '   ' })).toEqual(['name']);
    expect(blankErrors(schema, { name: 'Q' })).toEqual([]);
  });
  it('maps server field errors onto fields', () => {
    expect(toErrorSchema([{ error_field: 'name', error_msg: 'bad' }, { error_field: 'name', error_msg: 'worse' }])).toEqual({
      name: { __errors: ['bad', 'worse'] },
    });
  });
});
