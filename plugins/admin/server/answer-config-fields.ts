import type { AnswerConfigField } from '../../../schemas/api/plugins.ts';

/**
 * A plugin's config in the form Answer's admin page draws (`config_fields`), and that page's
 * answer read back. Answer's form knows widgets, not JSON Schema: every input sends text, so a
 * number comes back as "30", a list as lines and a list of objects as JSON; `fromAnswerForm`
 * turns such text into what the schema asks for before the config is validated. Values already
 * typed (Quorum's own form sends JSON) pass untouched.
 */

type Field = AnswerConfigField;
interface Property { type?: string; title?: string; description?: string; enum?: unknown[]; format?: string; maxLength?: number; items?: { type?: string }; 'x-visibility'?: string }

const INPUT_TYPES: Record<string, string> = { email: 'email', uri: 'url' };

function widgetOf(p: Property, title: string): Pick<Field, 'type' | 'ui_options' | 'options'> {
  if (Array.isArray(p.enum)) return { type: 'select', options: p.enum.map((v) => ({ value: String(v), label: String(v) })) };
  if (p.type === 'boolean') return { type: 'switch', ui_options: { label: title } };
  if (p.type === 'integer' || p.type === 'number') return { type: 'input', ui_options: { input_type: 'number' } };
  if (p.type === 'array' || p.type === 'object') return { type: 'textarea', ui_options: { rows: 4 } };
  if (p['x-visibility'] === 'secret') return { type: 'input', ui_options: { input_type: 'password' } };
  if ((p.maxLength ?? 0) > 500) return { type: 'textarea', ui_options: { rows: 4 } };
  return { type: 'input', ui_options: { input_type: INPUT_TYPES[p.format ?? ''] ?? 'text' } };
}

/** A list of plain values shows one a line; anything with structure shows as JSON. */
function textOf(p: Property, value: unknown): unknown {
  if (p.type === 'array' && Array.isArray(value)) return p.items?.type === 'object' ? JSON.stringify(value, null, 2) : value.join('\n');
  if (p.type === 'object' && value && typeof value === 'object') return JSON.stringify(value, null, 2);
  return value ?? null;
}

export function answerConfigFields(schema: Record<string, unknown>, values: Record<string, unknown>): Field[] {
  const properties = (schema.properties ?? {}) as Record<string, Property>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, p]) => {
    const title = p.title ?? name;
    return { name, title, description: p.description ?? '', required: required.has(name), ...widgetOf(p, title), value: textOf(p, values[name]) };
  });
}

function parsed(p: Property, value: string): unknown {
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

export function fromAnswerForm(schema: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Property>;
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => {
    const p = properties[name];
    if (!p || typeof value !== 'string') return [name, value];
    // A select sends its option's text; the schema's own value of that text is the choice.
    if (Array.isArray(p.enum)) return [name, p.enum.find((v) => String(v) === value) ?? value];
    return [name, p.type === 'string' ? value : parsed(p, value)];
  }));
}
