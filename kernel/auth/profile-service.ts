import { AuthError, InputError, type FieldError } from '../http/errors.ts';
import type { Clock } from '../ports/clock.ts';
import type { Renderer } from '../ports/renderer.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import type { UserRepository, UserRow } from './user-repository.ts';
import { USERNAME_PATTERN } from './username.ts';
import type { ProfileBody } from '../../schemas/api/account-bodies.ts';

export type ProfileInput = ProfileBody;

interface UsersSettings {
  allow_update_display_name: boolean;
  allow_update_username: boolean;
  allow_update_avatar: boolean;
  allow_update_bio: boolean;
  allow_update_website: boolean;
  allow_update_location: boolean;
}

/** The member's own profile and interface settings. */
export class ProfileService {
  constructor(
    private readonly users: UserRepository,
    private readonly settings: SettingsService,
    private readonly renderer: () => Renderer,
    private readonly clock: Clock,
  ) {}

  async update(userId: string, input: ProfileInput): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw new AuthError();
    const allowed = await this.settings.get<UsersSettings>('users');
    const errors: FieldError[] = [];
    const changes: Partial<UserRow> = {};
    const change = <K extends keyof ProfileInput>(key: K, column: keyof UserRow, value: string | undefined) => {
      if (value === undefined || value === user[column]) return;
      if (!allowed[`allow_update_${key}` as keyof UsersSettings]) errors.push({ error_field: key, error_msg: 'error.user.update_not_allowed' });
      else (changes as Record<string, unknown>)[column] = value;
    };
    change('display_name', 'display_name', input.display_name?.trim());
    if (input.username !== undefined && input.username !== user.username) {
      if (!USERNAME_PATTERN.test(input.username)) errors.push({ error_field: 'username', error_msg: 'error.user.username_invalid' });
      else if (await this.users.usernameTaken(input.username, user.id)) errors.push({ error_field: 'username', error_msg: 'error.user.username_duplicate' });
      else change('username', 'username', input.username);
    }
    if (input.avatar) {
      if (input.avatar.type === 'custom' && !input.avatar.custom) errors.push({ error_field: 'avatar', error_msg: 'error.user.avatar_required' });
      else change('avatar', 'avatar', JSON.stringify(input.avatar));
    }
    if (input.bio !== undefined && input.bio !== user.bio) {
      change('bio', 'bio', input.bio);
      if (changes.bio !== undefined) changes.bio_html = this.renderer().render(input.bio);
    }
    change('website', 'website', input.website);
    change('location', 'location', input.location);
    if (errors.length) throw InputError.fields('base.request_format_error', errors);
    if (Object.keys(changes).length) await this.users.update(user.id, changes, this.clock.now());
  }

  async setLanguage(userId: string, language: string): Promise<void> {
    await this.users.update(Number(userId), { language: language === 'Default' ? '' : language }, this.clock.now());
  }
}
