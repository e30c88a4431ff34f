import { definePlugin } from '../../../kernel/api.ts';
import { AuthorPostsPoint, PostDirectoryPoint } from '../../questions/server/api.ts';
import { AuthorCommentsPoint } from '../../comments/server/api.ts';
import { MemberVotesPoint } from '../../votes/server/api.ts';
import { MemberPagesPoint, NotificationPreferencesPoint, UsersSettingsGroup } from './api.ts';
import { MemberPagesService } from './member-pages.ts';
import { NotificationConfigService } from './notification-config-service.ts';
import { PersonalService } from './personal-service.ts';
import { ProfileRepository } from './profile-repository.ts';
import { ProfileService } from './profile-service.ts';
import { personalRoutes } from './routes/personal-routes.ts';
import { profileRoutes } from './routes/profile-routes.ts';

/** Tells the other processes a member's notification choices changed. */
const CHOICES_CHANGED = 'users.notification_choices';

export default definePlugin({
  register(ctx) {
    ctx.settings.declare(UsersSettingsGroup);
    // Answer 2.0's users settings page: the default avatar (interface) beside the gravatar address.
    ctx.settings.view({
      adminPath: '/siteinfo/users-settings', siteinfoKey: 'users_settings',
      parts: [{ group: 'interface', fields: ['default_avatar'] }, { group: UsersSettingsGroup, fields: ['gravatar_base_url'] }],
    });
    const db = () => ctx.db;
    const repository = new ProfileRepository(db);
    const profiles = new ProfileService(repository, db, () => ctx.settings.get(UsersSettingsGroup), ctx.renderer, ctx.clock, ctx.events);
    const notifications = new NotificationConfigService(db, ctx.clock, () => ctx.cache.signal(CHOICES_CHANGED));
    ctx.cache.onSignal(CHOICES_CHANGED, () => notifications.forget());
    const personal = new PersonalService(
      repository, db, ctx.use(AuthorPostsPoint), ctx.use(PostDirectoryPoint), ctx.use(AuthorCommentsPoint), ctx.use(MemberVotesPoint),
      (language, key) => ctx.i18n.t(language, key), ctx.clock,
    );
    ctx.provide(NotificationPreferencesPoint, notifications);
    ctx.provide(MemberPagesPoint, new MemberPagesService(repository, ctx.renderer, ctx.clock));
    for (const route of [...personalRoutes(personal), ...profileRoutes(profiles, repository, notifications, () => ctx.clock.now())]) ctx.routes.add('api', route);
  },
});
