import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { blankErrors, buildUiSchema, conditionallyHidden, missingRequiredProperties, toErrorSchema, transformErrors, withClearedValues } from './schema-form-model';

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
  it('reads a text that must not be empty as empty, and leaves an empty secret to the server (it keeps the stored one)', () => {
    const errors = [
      { name: 'minLength', property: '.name', params: { limit: 1 }, message: 'x', stack: 'x', schemaPath: '' },
      { name: 'minLength', property: '.smtp_password', params: { limit: 1 }, message: 'x', stack: 'x', schemaPath: '' },
      { name: 'maxLength', property: '.smtp_password', params: { limit: 256 }, message: 'x', stack: 'x', schemaPath: '' },
    ] as RJSFValidationError[];
    expect(transformErrors(schema, t)(errors).map((e) => e.message)).toEqual(['Site name empty', 'Password invalid']);
  });
  it('builds translated titles and widgets', () => {
    const ui = buildUiSchema(schema, t, 'settings.general');
    expect(ui.name).toEqual({ 'ui:title': 'Site name', 'ui:emptyValue': '' });
    expect(ui.custom_css).toMatchObject({ 'ui:widget': 'textarea' });
    expect(ui.smtp_password).toMatchObject({ 'ui:widget': 'password' });
  });
  it('labels the fields of a list of objects from the catalogue, secrets as password boxes', () => {
    const list: RJSFSchema = {
      type: 'object',
      properties: { providers: { type: 'array', items: { type: 'object', properties: { issuer: { type: 'string', title: 'Issuer' }, client_secret: { type: 'string', 'x-visibility': 'secret' } as RJSFSchema } } } },
    };
    const words = (key: string, o?: Record<string, unknown>) => (key === 'config.fields.issuer' ? 'Issuer 网址' : String(o?.defaultValue ?? ''));
    const ui = buildUiSchema(list, words, 'config.fields');
    expect((ui.providers as Record<string, Record<string, unknown>>).items).toMatchObject({ issuer: { 'ui:title': 'Issuer 网址' }, client_secret: { 'ui:widget': 'password' } });
  });
  it('finds required keys without a property and blank values', () => {
    expect(missingRequiredProperties(schema)).toEqual(['ghost']);
    expect(blankErrors(schema, { name: '   ' })).toEqual(['name']);
    expect(blankErrors(schema, { name: 'Q' })).toEqual([]);
  });
  it('labels enum values, help texts, colours, lists and nested groups from the catalogue', () => {
    const words: Record<string, string> = {
      'f.encryption': 'Encryption', 'f.encryption_help': 'How to connect', 'f.encryption_options.none': 'None', 'f.encryption_options.SSL': 'SSL',
      'f.permalink_options.1': 'ID and title', 'f.navbar_style': 'Navigation bar', 'f.primary_color': 'Primary colour',
    };
    const tr = (key: string, o?: Record<string, unknown>) => words[key] ?? String(o?.defaultValue ?? key);
    const ui = buildUiSchema({
      type: 'object',
      properties: {
        encryption: { type: 'string', enum: ['', 'SSL'], description: 'English help' },
        permalink: { type: 'integer', enum: [1, 2] },
        domains: { type: 'array', items: { type: 'string' } },
        theme_config: { type: 'object', properties: { default: { type: 'object', properties: { navbar_style: { type: 'string' }, primary_color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' } } } }, additionalProperties: {} },
        logo: { type: 'string', 'x-upload': 'branding' } as RJSFSchema,
        time_zone: { type: 'string', 'x-widget': 'time-zone' } as RJSFSchema,
      },
    }, tr, 'f');
    expect(ui.encryption).toMatchObject({ 'ui:title': 'Encryption', 'ui:description': 'How to connect', 'ui:enumNames': ['None', 'SSL'], 'ui:emptyValue': '' });
    // a value the catalogue does not name shows as itself (and the admin-pages journey catches it)
    expect(ui.permalink).toMatchObject({ 'ui:enumNames': ['ID and title', '2'] });
    expect(ui.domains).toMatchObject({ 'ui:options': { orderable: false }, items: { 'ui:label': false, 'ui:emptyValue': '' } });
    expect(ui.theme_config).toMatchObject({ 'ui:options': { expandable: false }, default: { navbar_style: { 'ui:title': 'Navigation bar' }, primary_color: { 'ui:widget': 'hexColor' } } });
    expect(ui.logo).toMatchObject({ 'ui:widget': 'image' });
    expect(ui.time_zone).toMatchObject({ 'ui:widget': 'timeZone' });
  });
  it('sends cleared fields as empty values, not left out', () => {
    const s: RJSFSchema = { type: 'object', properties: { css: { type: 'string' }, tags: { type: 'array' }, note: { type: ['string', 'null'] }, mode: { type: 'string', enum: ['a', 'b'] }, n: { type: 'integer' } } };
    expect(withClearedValues(s, { css: undefined, mode: undefined })).toEqual({ css: '', tags: [], note: null, mode: undefined });
    expect(withClearedValues(s, { css: 'x', tags: ['a'] })).toMatchObject({ css: 'x', tags: ['a'] });
  });
  it('hides the fields only a condition requires while the data does not meet it', () => {
    const s: RJSFSchema = {
      type: 'object', required: ['auth'],
      properties: { auth: { type: 'boolean' }, username: { type: 'string' } },
      if: { properties: { auth: { const: true } } }, then: { required: ['auth', 'username'] },
    };
    const meets = (condition: RJSFSchema, data: Record<string, unknown>) => data.auth === (condition.properties!.auth as { const: boolean }).const;
    expect(conditionallyHidden(s, { auth: false }, meets)).toEqual(['username']);
    expect(conditionallyHidden(s, { auth: true }, meets)).toEqual([]);
  });
  it('maps server field errors onto fields', () => {
    expect(toErrorSchema([{ error_field: 'name', error_msg: 'bad' }, { error_field: 'name', error_msg: 'worse' }])).toEqual({
      name: { __errors: ['bad', 'worse'] },
    });
    expect(toErrorSchema([{ error_field: 'theme_config.default.primary_color', error_msg: 'bad' }])).toEqual({ theme_config: { default: { primary_color: { __errors: ['bad'] } } } });
  });
});
