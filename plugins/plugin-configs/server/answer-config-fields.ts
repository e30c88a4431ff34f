import type { AnswerConfigField } from '../schemas/member-settings.ts';

/** A property of a member settings schema, with its words already in the reader's language. */
export interface WordedProperty {
  type?: string;
  title: string;
  description: string;
  enum?: readonly unknown[];
  maxLength?: number;
  /** The label of each `enum` value, in order. */
  optionLabels?: string[];
}

/** A text this long is a text area in the admin's forms too (web/src/components/schema-form-model.ts). */
const TEXTAREA_LENGTH = 1000;

/** One property as Answer 2.0's UI draws a plugin's field (`plugin.ConfigField`). */
export function answerConfigField(name: string, property: WordedProperty, required: boolean, value: unknown): AnswerConfigField {
  const base = { name, title: property.title, description: property.description, required, value: value ?? null };
  if (property.type === 'boolean') return { ...base, type: 'switch', ui_options: { label: property.title } };
  if (property.enum) {
    const options = property.enum.map((v, i) => ({ value: String(v), label: property.optionLabels?.[i] ?? String(v) }));
    return { ...base, type: 'select', ui_options: {}, options };
  }
  if (property.type === 'number' || property.type === 'integer') return { ...base, type: 'input', ui_options: { input_type: 'number' } };
  if ((property.maxLength ?? 0) >= TEXTAREA_LENGTH) return { ...base, type: 'textarea', ui_options: {} };
  return { ...base, type: 'input', ui_options: { input_type: 'text' } };
}
