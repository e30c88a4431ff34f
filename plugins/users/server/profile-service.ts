import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { AuthError, InputError, type Clock, type FieldError, type PluginContext, type Renderer } from '../../../kernel/api.ts';
import type { ProfileBody } from '../../../schemas/api/account-bodies.ts';
import type { UsersSettings } from '../../../schemas/settings/users.ts';
import type { ProfileField } from './api.ts';
import type { ProfileChanges, ProfileRepository, ProfileRow } from './profile-repository.ts';

/** The member's own profile (PUT user/info) and interface language (PUT user/interface). */
export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly db: () => Knex,
    private readonly settings: () => Promise<UsersSettings>,
    private readonly renderer: Renderer,
    private readonly clock: Clock,
    private readonly events: PluginContext['events'],
  ) {}

  async update(userId: string, input: ProfileBody): Promise<void> {
    const user = await this.profiles.byId(userId);
    if (!user) throw new AuthError();
    const allowed = await this.settings();
    const errors: FieldError[] = [];
    const changes: ProfileChanges = {};
    const change = (key: ProfileField, value: string | undefined) => {
      if (value === undefined || value === user[key]) return;
      if (!allowed[`allow_update_${key}`]) errors.push({ error_field: key, error_msg: 'error.user.update_not_allowed' });
      else changes[key] = value;
    };
    change('display_name', input.display_name?.trim());
    if (input.username !== undefined && input.username !== user.username) {
      if (await this.profiles.usernameTaken(input.username, user.id)) errors.push({ error_field: 'username', error_msg: 'error.user.username_duplicate' });
      else change('username', input.username);
    }
    if (input.avatar) {
      if (input.avatar.type === 'custom' && !input.avatar.custom) errors.push({ error_field: 'avatar', error_msg: 'error.user.avatar_required' });
      else change('avatar', JSON.stringify(await this.withGravatar(user, input.avatar, allowed.gravatar_base_url)));
    }
    if (input.bio !== undefined && input.bio !== user.bio) {
      change('bio', input.bio);
      if (changes.bio !== undefined) changes.bio_html = this.renderer.render(input.bio);
    }
    change('website', input.website);
    change('location', input.location);
    if (errors.length) throw InputError.fields('base.request_format_error', errors);
    const changed = (Object.keys(changes) as (keyof ProfileChanges)[]).filter((k): k is ProfileField => k !== 'bio_html' && k !== 'language');
    if (changed.length === 0) return;
    await this.profiles.update(userId, changes, this.clock.now());
    await this.events.emit('user.profile_updated', { userId, changed });
  }

  async setLanguage(userId: string, language: string): Promise<void> {
    await this.profiles.update(userId, { language: language === 'Default' ? '' : language }, this.clock.now());
  }

  /** Choosing Gravatar without an address takes the member's own (their e-mail's hash at the site's Gravatar base). */
  private async withGravatar(user: ProfileRow, avatar: NonNullable<ProfileBody['avatar']>, base: string | undefined): Promise<NonNullable<ProfileBody['avatar']>> {
    if (avatar.type !== 'gravatar' || avatar.gravatar) return avatar;
    const row = (await this.db()('user').where({ id: user.id }).first('e_mail')) as { e_mail: string } | undefined;
    const hash = createHash('md5').update((row?.e_mail ?? '').trim().toLowerCase()).digest('hex');
    return { ...avatar, gravatar: `${base || 'https://www.gravatar.com/avatar/'}${hash}` };
  }
}
