import { NotFoundError, type Clock, type Language, type PluginContext, type SessionUser } from '../../../kernel/api.ts';
import { storedId, toShortId } from '../../questions/server/api.ts';
import type { AdminBadge, AdminBadgesPage, AdminBadgesQuery, BadgeGroups, BadgeInfo, BadgeStatus } from '../schemas/badge.ts';
import type { AwardRepository } from './award-repository.ts';
import { BadgeStatusId, type BadgeRepository, type BadgeRow } from './badge-repository.ts';
import { BadgeTexts } from './badge-texts.ts';

export const badgeNotFound = () => new NotFoundError('error.badge.object_not_found', [{ error_field: 'id', error_msg: 'error.badge.object_not_found' }]);

const STATUS_NAME: Record<number, BadgeStatus> = { [BadgeStatusId.active]: 'active', [BadgeStatusId.inactive]: 'inactive' };

/**
 * The catalogue as readers and admins see it: `badges` by group, one `badge`, the admin's list
 * and its switch. Ids go out short (Answer's uid.EnShortID) and come back in either form. A
 * badge an admin switched off leaves every public answer (its awards are kept and count again
 * when it is switched back on) and earns nothing meanwhile.
 */
export class BadgeCatalogue {
  constructor(
    private readonly badges: BadgeRepository,
    private readonly awards: AwardRepository,
    private readonly i18n: Pick<PluginContext['i18n'], 't'>,
    private readonly clock: Clock,
    /** Runs after a badge was switched (the rules' copy of the active badges is dropped). */
    private readonly switched: () => Promise<void>,
  ) {}

  async groups(viewer: SessionUser | undefined, language: Language): Promise<BadgeGroups> {
    const texts = new BadgeTexts(this.i18n, language);
    const [groups, badges, given, earned] = await Promise.all([
      this.badges.groups(), this.badges.all(), this.awards.countsByBadge(), viewer ? this.awards.countsOfMember(Number(viewer.id)) : new Map<string, number>(),
    ]);
    const active = badges.filter((b) => b.status === BadgeStatusId.active);
    return groups.map((group) => ({
      group_name: texts.group(group.slug),
      badges: active.filter((b) => b.badge_group_id === group.id).map((b) => ({
        id: toShortId(b.id), name: texts.name(b.slug), icon: b.icon, award_count: given.get(b.id) ?? 0, earned_count: earned.get(b.id) ?? 0, level: b.level,
      })),
    }));
  }

  async info(rawId: string, viewer: SessionUser | undefined, language: Language): Promise<BadgeInfo> {
    const badge = await this.active(rawId);
    const texts = new BadgeTexts(this.i18n, language);
    const [given, earned] = await Promise.all([this.awards.countsByBadge(), viewer ? this.awards.countsOfMember(Number(viewer.id)) : new Map<string, number>()]);
    return {
      id: toShortId(badge.id), name: texts.name(badge.slug), description: texts.description(badge.slug), icon: badge.icon,
      award_count: given.get(badge.id) ?? 0, earned_count: earned.get(badge.id) ?? 0, is_single: badge.single, level: badge.level,
    };
  }

  /** An active badge by either form of its id; 404 for an unknown or switched-off one. */
  async active(rawId: string): Promise<BadgeRow> {
    const badge = await this.badges.find(storedId(rawId.trim()));
    if (!badge || badge.status !== BadgeStatusId.active) throw badgeNotFound();
    return badge;
  }

  /** The admin's list: every badge, filtered by status and by `q` (a name in the reader's language, or `badge:<id>`). */
  async adminPage(query: AdminBadgesQuery, language: Language): Promise<AdminBadgesPage> {
    const texts = new BadgeTexts(this.i18n, language);
    const [groups, badges, given] = await Promise.all([this.badges.groups(), this.badges.all(), this.awards.countsByBadge()]);
    const groupName = new Map(groups.map((g) => [g.id, texts.group(g.slug)]));
    const raw = (query.q ?? '').trim();
    const q = raw.toLowerCase();
    // Short ids are case-sensitive: only the prefix is read without case.
    const byId = q.startsWith('badge:') ? storedId(raw.slice('badge:'.length).trim()) : undefined;
    const matching = badges.filter((b) => {
      if (query.status && STATUS_NAME[b.status] !== query.status) return false;
      if (byId !== undefined) return b.id === byId;
      return !q || texts.name(b.slug).toLowerCase().includes(q);
    });
    const page = query.page ?? 1;
    const size = query.page_size ?? 20;
    const list: AdminBadge[] = matching.slice((page - 1) * size, page * size).map((b) => ({
      id: toShortId(b.id), name: texts.name(b.slug), description: texts.description(b.slug), icon: b.icon, award_count: given.get(b.id) ?? 0,
      earned: false, level: b.level, group_name: groupName.get(b.badge_group_id) ?? '', status: STATUS_NAME[b.status] ?? 'inactive',
    }));
    return { count: matching.length, list };
  }

  /** Switches a badge on or off; switching it to what it is changes nothing. */
  async setStatus(rawId: string, status: BadgeStatus): Promise<void> {
    const badge = await this.badges.find(storedId(rawId.trim()));
    if (!badge) throw badgeNotFound();
    const want = BadgeStatusId[status];
    if (badge.status === want) return;
    await this.badges.setStatus(badge.id, want, this.clock.now());
    await this.switched();
  }
}
