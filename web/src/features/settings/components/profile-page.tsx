import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useCurrentUser } from '../../../app/atoms';
import { refreshUser } from '../../../app/session';
import { Avatar } from '../../../components/avatar';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../components/toast-store';
import { useForm } from '../../../components/use-form';
import { checkDisplayName, checkUsername, checkWebsite } from '../../account/validation';
import { ACCOUNT_LIMITS } from '../../../../../schemas/api/account-bodies';
import { avatarOf, settingsApi, type AvatarType } from '../api';

const AVATAR_TYPES: AvatarType[] = ['system', 'gravatar', 'custom'];

/** Profile settings (SPEC §5: display name ≤30, username ≤30 [a-z0-9.-_], website URL). */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const initialAvatar = avatarOf(user?.avatar);
  const [avatar, setAvatar] = useState(initialAvatar);
  const [avatarError, setAvatarError] = useState('');
  const tr = (key: string) => (key ? t(key) : '');
  const form = useForm(
    { display_name: user?.display_name ?? '', username: user?.username ?? '', bio: user?.bio ?? '', website: user?.website ?? '', location: user?.location ?? '' },
    (v) => ({ display_name: tr(checkDisplayName(v.display_name)), username: tr(checkUsername(v.username)), website: tr(checkWebsite(v.website)) }),
  );

  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const url = await settingsApi.uploadAvatar(file);
      setAvatar((a) => ({ ...a, type: 'custom', custom: url }));
      setAvatarError('');
    } catch (err) {
      toast(String((err as Error).message), 'danger');
    }
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (avatar.type === 'custom' && !avatar.custom) {
      setAvatarError(t('settings.profile.avatar_empty'));
      return;
    }
    const ok = await form.submit((values) => settingsApi.updateProfile({ ...values, avatar }));
    if (!ok) return;
    await refreshUser(true);
    toast(t('messages.update_success'), 'success');
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="profile-form">
      <h2>{t('settings.nav.profile')}</h2>
      <TextField label={t('settings.profile.display_name')} name="display_name" value={form.values.display_name} error={form.errors.display_name} onChange={(v) => form.set('display_name', v)} />
      <TextField label={t('settings.profile.username')} name="username" value={form.values.username} error={form.errors.username} hint={t('settings.profile.username_hint')} onChange={(v) => form.set('username', v)} />
      <fieldset className="q-field">
        <legend className="q-field__label">{t('settings.profile.avatar')}</legend>
        <div className="q-row q-gap">
          {AVATAR_TYPES.map((type) => (
            <label key={type} className="q-radio">
              <input type="radio" name="avatar_type" value={type} checked={avatar.type === type} onChange={() => setAvatar({ ...avatar, type })} />
              {t(`settings.profile.avatar_${type}`)}
            </label>
          ))}
        </div>
        {avatar.type === 'custom' && (
          <div className="q-row q-gap">
            <Avatar avatar={avatar.custom} name={form.values.display_name} size={64} />
            <input type="file" accept="image/jpeg,image/jpg,image/png,image/webp" aria-label={t('settings.profile.avatar_upload')} onChange={(e) => void upload(e.target.files?.[0])} />
          </div>
        )}
        {avatarError && <span className="q-field__error">{avatarError}</span>}
      </fieldset>
      <TextField label={t('settings.profile.bio')} name="bio" multiline maxLength={ACCOUNT_LIMITS.bioMax} value={form.values.bio} onChange={(v) => form.set('bio', v)} />
      <TextField label={t('settings.profile.website')} name="website" type="url" placeholder="https://" maxLength={ACCOUNT_LIMITS.websiteMax} value={form.values.website} error={form.errors.website} onChange={(v) => form.set('website', v)} />
      <TextField label={t('settings.profile.location')} name="location" maxLength={ACCOUNT_LIMITS.locationMax} value={form.values.location} error={form.errors.location} onChange={(v) => form.set('location', v)} />
      <button type="submit" className="q-btn q-btn--primary" disabled={form.submitting}>{t('common.save')}</button>
    </form>
  );
}
