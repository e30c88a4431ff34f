import { adminApi, adminKey } from '../../../web/src/sdk';
import { CUSTOM_LEVEL, PRIVILEGE_KEYS, type PrivilegeKey, type PrivilegesSettings, type PrivilegesView } from '../schemas/privileges';

const ENDPOINT = '/setting/privileges';

export type PrivilegeLevel = PrivilegesView['selected_level'];
/** The custom column as typed: one text per key, so a half-typed number stays as it is. */
export type CustomDraft = Record<PrivilegeKey, string>;

export const privilegesKey = () => adminKey(ENDPOINT);

/** The value of `key` in the option for `level`, as the server lists it. */
export function optionValue(view: PrivilegesView, level: PrivilegeLevel, key: PrivilegeKey): number | undefined {
  return view.options.find((o) => o.level === level)?.privileges.find((p) => p.key === key)?.value;
}

/** The custom column the server holds, as the form starts it. */
export function customDraft(view: PrivilegesView): CustomDraft {
  return Object.fromEntries(PRIVILEGE_KEYS.map((key) => [key, String(optionValue(view, CUSTOM_LEVEL, key) ?? '')])) as CustomDraft;
}

/**
 * The PUT body. Every key goes in PRIVILEGE_KEYS order, so a field error's index names its key;
 * a preset keeps the stored custom values (the server would otherwise reset them to medium).
 */
export function privilegesBody(level: PrivilegeLevel, draft: CustomDraft): PrivilegesSettings {
  const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return { level, custom_privileges: PRIVILEGE_KEYS.map((key) => ({ key, value: toNumber(draft[key]) })) };
}

/** `custom_privileges.3.value` → the key sent at index 3. */
export function fieldKey(field: string): PrivilegeKey | undefined {
  const match = /^custom_privileges\.(\d+)/.exec(field);
  return match ? PRIVILEGE_KEYS[Number(match[1])] : undefined;
}

export const savePrivileges = (body: PrivilegesSettings) => adminApi.put<null>(ENDPOINT, body);
