import type { Avatar as AvatarValue } from '../app/types';

/** URL of an avatar value (SPEC §3), or '' for the default avatar. */
export function avatarUrl(avatar: AvatarValue | undefined, size = 96): string {
  let url = '';
  if (typeof avatar === 'string') url = avatar;
  else if (avatar?.type === 'gravatar') url = avatar.gravatar ?? '';
  else if (avatar?.type === 'custom') url = avatar.custom ?? '';
  if (!url) return '';
  if (url.startsWith('/uploads/') || url.includes('gravatar')) return `${url}${url.includes('?') ? '&' : '?'}s=${size}`;
  return url;
}

export function Avatar({ avatar, name, size = 32 }: { avatar?: AvatarValue; name: string; size?: number }) {
  const url = avatarUrl(avatar, size > 48 ? 96 : 48);
  const style = { width: size, height: size };
  if (url) return <img className="q-avatar" src={url} alt={name} style={style} />;
  return (
    <span className="q-avatar q-avatar--default" style={{ ...style, fontSize: size / 2 }} aria-hidden="true">
      {(name || '?').slice(0, 1).toUpperCase()}
    </span>
  );
}
