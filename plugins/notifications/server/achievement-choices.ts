import type { MemberSettings } from '../../plugin-configs/server/api.ts';
import type { AchievementChoices } from '../schemas/member-settings.ts';

/**
 * Whether a member wants achievement notices of a kind (their member settings of this plugin);
 * everyone does while plugin-configs, which keeps the choices, is off.
 */
export function achievementWanted(settings: () => MemberSettings | undefined, plugin: string) {
  return async (userId: string, kind: keyof AchievementChoices): Promise<boolean> => {
    const store = settings();
    if (!store) return true;
    return (await store.read<AchievementChoices>(plugin, [userId])).get(userId)?.[kind] !== false;
  };
}
