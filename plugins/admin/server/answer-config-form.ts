import type { AnswerConfigField } from '../../../schemas/api/plugins.ts';

/**
 * A plugin's settings in the form Answer 2.0's UI draws (`config_fields`: the admin's plugin page
 * and a member's plugin settings), and that form's answer read back. Answer's form knows widgets,
 * not JSON Schema: every input sends text, so a number comes back as "30", a list as lines and a
 * list of objects as JSON; `fromAnswerForm` turns such text into what the schema asks for before
 * the settings are validated. Values already typed (Quorum's own form sends JSON) pass untouched.
 */

type Field = AnswerConfigField;

/** A schema property as far as the form reads it; `optionLabels` names each `enum` value, in order. */
export interface ConfigProperty {
  type?: string;
  title?: string;
  description?: string;
  enum?: readonly unknown[];
  format?: string;
  maxLength?: number;
  items?: { type?: string };
  'x-visibility'?: string;
  optionLabels?: string[];
}

const INPUT_TYPES: Record<string, string> = { email: 'email', uri: 'url' };
/** A text this long is a text area, as in Quorum's own forms (web/src/components/schema-form-model.ts). */
const TEXTAREA_LENGTH = 1000;

function widgetOf(p: ConfigProperty, title: string): Pick<Field, 'type' | 'ui_options' | 'options'> {
  if (Array.isArray(p.enum)) return { type: 'select', ui_options: {}, options: p.enum.map((v, i) => ({ value: String(v), label: p.optionLabels?.[i] ?? String(v) })) };
  if (p.type === 'boolean') return { type: 'switch', ui_options: { label: title } };
  if (p.type === 'integer' || p.type === 'number') return { type: 'input', ui_options: { input_type: 'number' } };
  if (p.type === 'array' || p.type === 'object') return { type: 'textarea', ui_options: { rows: 4 } };
  if (p['x-visibility'] === 'secret') return { type: 'input', ui_options: { input_type: 'password' } };
  if ((p.maxLength ?? 0) >= TEXTAREA_LENGTH) return { type: 'textarea', ui_options: { rows: 4 } };
  return { type: 'input', ui_options: { input_type: INPUT_TYPES[p.format ?? ''] ?? 'text' } };
}

/** A list of plain values shows one a line; anything with structure shows as JSON. */
function textOf(p: ConfigProperty, value: unknown): unknown {
  if (p.type === 'array' && Array.isArray(value)) return p.items?.type === 'object' ? JSON.stringify(value, null, 2) : value.join('\n');
  if (p.type === 'object' && value && typeof value === 'object') return JSON.stringify(value, null, 2);
  return value ?? null;
}

/** Each property of `schema` as a field of Answer's form, holding its value in `values`. */
export function answerConfigFields(schema: { properties?: Record<string, ConfigProperty>; required?: readonly string[] }, values: Record<string, unknown>): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, p]) => {
    const title = p.title ?? name;
    return { name, title, description: p.description ?? '', required: required.has(name), ...widgetOf(p, title), value: textOf(p, values[name]) };
  });
}

function parsed(p: ConfigProperty, value: string): unknown {
  const text = value.trim();
  if (p.type === 'integer' || p.type === 'number') return text === '' || !Number.isFinite(Number(text)) ? value : Number(text);
  if (p.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : value;
  if (p.type === 'object' || (p.type === 'array' && p.items?.type === 'object')) {
    try {
      return JSON.parse(text || (p.type === 'array' ? '[]' : '{}'));
    } catch {
      return value; // the schema refuses it, naming the field
    }
  }
  if (p.type === 'array') {
    const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
    return p.items?.type === 'integer' || p.items?.type === 'number' ? lines.map((line) => (Number.isFinite(Number(line)) ? Number(line) : line)) : lines;
  }
  return value;
}

/** The form's answer, each text turned into the type its property asks for. */
export function fromAnswerForm(schema: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, ConfigProperty>;
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => {
    const p = properties[name];
    if (!p || typeof value !== 'string') return [name, value];
    // A select sends its option's text; the schema's own value of that text is the choice.
    if (Array.isArray(p.enum)) return [name, p.enum.find((v) => String(v) === value) ?? value];
    return [name, p.type === 'string' ? value : parsed(p, value)];
  }));
}
