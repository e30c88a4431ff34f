import { ForbiddenError, isStaff, type Language, type PluginContext, type Privileges, type SessionUser } from '../../../kernel/api.ts';
import {
  CUSTOM_LEVEL, FIXED_THRESHOLDS, PRESETS, PRESET_LEVELS, PRIVILEGE_KEYS,
  type PrivilegeAction, type PrivilegeKey, type PrivilegesSettings, type PrivilegesView,
} from '../schemas/privileges.ts';
import { PrivilegesGroup } from './api.ts';

const MEDIUM = 1;

/**
 * Answer's RankService rule (reference §4.2), the site's privileges (the kernel's port): staff
 * hold every power; the author of the object (when the caller names one) may act on it; anyone
 * else needs reputation at or above the action's threshold, and a threshold below 0 (an action
 * not named here among them) is never met by reputation.
 */
export class PrivilegeService implements Privileges {
  constructor(private readonly ctx: Pick<PluginContext, 'settings' | 'i18n'>) {}

  async can(user: SessionUser | undefined, action: string, ownerId?: string): Promise<boolean> {
    if (!user) return false;
    if (isStaff(user)) return true;
    if (ownerId !== undefined && ownerId === user.id) return true;
    const needed = await this.threshold(action);
    return needed >= 0 && user.rank >= needed;
  }

  /** The reputation `action` needs; below 0 means role powers (or ownership) only. */
  async threshold(action: string): Promise<number> {
    if (action in FIXED_THRESHOLDS) return FIXED_THRESHOLDS[action as keyof typeof FIXED_THRESHOLDS];
    return (await this.values()).get(`rank.${action}` as PrivilegeKey) ?? -1;
  }

  async check(user: SessionUser, action: string, ownerId?: string): Promise<void> {
    if (await this.can(user, action, ownerId)) return;
    const rank = await this.threshold(action);
    throw rank > 0 ? new ForbiddenError('error.rank.no_enough_rank_to_operate', null, { rank }) : new ForbiddenError('error.rank.fail_to_meet_the_condition');
  }

  /** Answer's no_permission_tip: '' when allowed. */
  async tip(user: SessionUser | undefined, action: PrivilegeAction, language: Language): Promise<{ has_permission: boolean; no_permission_tip: string }> {
    if (await this.can(user, action)) return { has_permission: true, no_permission_tip: '' };
    const rank = await this.threshold(action);
    const tip = rank > 0 ? this.ctx.i18n.t(language, 'error.rank.no_enough_rank_to_operate', { rank }) : this.ctx.i18n.t(language, 'error.rank.fail_to_meet_the_condition');
    return { has_permission: false, no_permission_tip: tip };
  }

  /** The value of each key at the level chosen now. */
  async values(): Promise<Map<PrivilegeKey, number>> {
    const settings = await this.ctx.settings.get(PrivilegesGroup);
    return settings.level === CUSTOM_LEVEL ? customValues(settings) : presetValues(settings.level);
  }

  /** The admin page: the three presets and the custom set, labels in `language`. */
  async view(settings: PrivilegesSettings, language: Language): Promise<PrivilegesView> {
    const option = (level: 1 | 2 | 3 | 99, values: Map<PrivilegeKey, number>) => ({
      level,
      level_desc: this.ctx.i18n.t(language, `reputation.privilege.level_${level === CUSTOM_LEVEL ? 'custom' : level}`),
      privileges: PRIVILEGE_KEYS.map((key) => ({ key, label: this.ctx.i18n.t(language, `reputation.privilege.label.${key.slice(5).replace(/\./g, '_')}`), value: values.get(key)! })),
    });
    return {
      options: [...PRESET_LEVELS.map((level) => option(level, presetValues(level))), option(CUSTOM_LEVEL, customValues(settings))],
      selected_level: settings.level,
    };
  }
}

function presetValues(level: number): Map<PrivilegeKey, number> {
  return new Map(PRIVILEGE_KEYS.map((key) => [key, PRESETS[key][level - 1]!]));
}

/** Custom values, keys never set taking the medium preset's value. */
function customValues(settings: PrivilegesSettings): Map<PrivilegeKey, number> {
  const values = new Map(PRIVILEGE_KEYS.map((key) => [key, PRESETS[key][MEDIUM]]));
  for (const { key, value } of settings.custom_privileges) values.set(key, value);
  return values;
}
