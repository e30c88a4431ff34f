import type { Avatar as AvatarValue } from '../app/types';

/** SPEC §3: avatars come in three sizes; a badge asks for the smallest one that fills it. */
export const AVATAR_SIZES = [24, 48, 96] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** The source size for a badge drawn `displayed` pixels wide: 24, 48, or 96 for anything larger. */
export function avatarSourceSize(displayed: number): AvatarSize {
  return AVATAR_SIZES.find((size) => size >= displayed) ?? 96;
}

/**
 * URL of an avatar value (SPEC §3) at a source size, or '' for the default avatar. Only Gravatar
 * scales on request (`s=`); uploaded images are served as stored, so the badge's width and height
 * attributes scale those in the browser.
 */
export function avatarUrl(avatar: AvatarValue | undefined, size: AvatarSize = 96): string {
  let url = '';
  if (typeof avatar === 'string') url = avatar;
  else if (avatar?.type === 'gravatar') url = avatar.gravatar ?? '';
  else if (avatar?.type === 'custom') url = avatar.custom ?? '';
  if (!url) return '';
  const gravatar = (typeof avatar === 'object' && avatar.type === 'gravatar') || url.includes('gravatar');
  if (!gravatar) return url;
  // A stored address may already carry a size; the badge's size wins.
  const bare = url.replace(/([?&])s=\d*(&|$)/, (_match, lead: string, tail: string) => (tail ? lead : '')).replace(/[?&]$/, '');
  return `${bare}${bare.includes('?') ? '&' : '?'}s=${size}`;
}

/** `decorative` when the name is written next to the badge, so readers do not hear it twice. */
export function Avatar({ avatar, name, size = 32, decorative = false }: { avatar?: AvatarValue; name: string; size?: number; decorative?: boolean }) {
  const url = avatarUrl(avatar, avatarSourceSize(size));
  const style = { width: size, height: size };
  if (url) return <img className="q-avatar" src={url} alt={decorative ? '' : name} width={size} height={size} style={style} loading="lazy" decoding="async" />;
  return (
    <span className="q-avatar q-avatar--default" style={{ ...style, fontSize: size / 2 }} aria-hidden="true">
      {(name || '?').slice(0, 1).toUpperCase()}
    </span>
  );
}
