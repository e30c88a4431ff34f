import { avatarUrl, type Language, type PluginContext, type SessionUser, type UserDirectory } from '../../../kernel/api.ts';
import { INBOX_TYPES, type NotificationItem, type NotificationPage, type NotificationPageQuery, type NotificationType, type RedDot } from '../schemas/notification.ts';
import type { ReviewQueue } from './api.ts';
import type { NoticeRow, NotificationRepository } from './notification-repository.ts';

/** Answer's numbers for the inbox filters (`all` is no filter). */
const MSG_TYPE: Record<(typeof INBOX_TYPES)[number], number> = { all: 0, posts: 1, votes: 2, invites: 3 };

/** The member's lists, read state and red dots. */
export class NotificationService {
  constructor(
    private readonly repo: NotificationRepository,
    private readonly users: UserDirectory,
    private readonly review: () => ReviewQueue | undefined,
    private readonly i18n: PluginContext['i18n'],
  ) {}

  async page(user: SessionUser, query: NotificationPageQuery, language: Language): Promise<NotificationPage> {
    const msgType = query.type === 'inbox' ? MSG_TYPE[query.inbox_type ?? 'all'] : 0;
    const { count, rows } = await this.repo.page(user.id, query.type, msgType, query.page ?? 1, query.page_size ?? 10);
    const cards = await this.users.cards(rows.map((r) => String(r.trigger_user_id)));
    return { count, list: rows.map((row) => this.present(row, cards, language)) };
  }

  async redDot(user: SessionUser): Promise<RedDot> {
    const [{ inbox, achievement }, review] = await Promise.all([this.repo.unseen(user.id), this.review()?.redDot(user)]);
    return { inbox, achievement, revision: review?.revision ?? 0, can_revision: review?.can_revision ?? false };
  }

  async clearDot(user: SessionUser, type: NotificationType): Promise<RedDot> {
    await this.repo.markSeen(user.id, type);
    return this.redDot(user);
  }

  readOne(user: SessionUser, id: string): Promise<void> {
    return this.repo.markRead(user.id, id);
  }

  readAll(user: SessionUser, type: NotificationType): Promise<void> {
    return this.repo.markAllRead(user.id, type);
  }

  private present(row: NoticeRow, cards: Awaited<ReturnType<UserDirectory['cards']>>, language: Language): NotificationItem {
    const card = cards.get(String(row.trigger_user_id));
    const badge = row.object_type === 'badge_award';
    const objectMap = badge ? { badge_id: row.object_id } : Object.fromEntries(
      (['question', 'answer', 'comment'] as const).map((k) => [k, row[`${k}_id`]]).filter(([, id]) => id),
    ) as NotificationItem['object_info']['object_map'];
    // A badge's notice keeps the badge's name as a catalogue key: read in the reader's language.
    const title = badge ? this.i18n.t(language, 'notifications.earned_badge', { badge: this.i18n.t(language, row.title) }) : row.title;
    const item: NotificationItem = {
      id: String(row.id),
      object_info: { title, object_id: row.object_id, object_type: row.object_type as NotificationItem['object_info']['object_type'], object_map: objectMap },
      rank: Number(row.rank),
      notification_action: this.i18n.t(language, `notifications.action.${row.action}`),
      is_read: Boolean(Number(row.is_read)),
      update_time: Number(row.created_at),
    };
    // A downvoter stays anonymous, as a reputation loss does.
    if (card && !row.action.startsWith('down_voted_')) item.user_info = { id: card.id, username: card.username, display_name: card.display_name, avatar: avatarUrl(card.avatar), rank: card.rank, status: card.status };
    return item;
  }
}
