import type { ReactNode } from 'react';
import type { BadgeLevel } from '../api';

/**
 * A badge's picture, coloured by its level. The catalogue names icons as Answer does (Bootstrap
 * Icons' names); these are simple drawings of our own for those names, inline so no icon font
 * loads, and an `http…` icon (a custom badge's) is shown as the image it names.
 */
const SHAPES: Record<string, ReactNode> = {
  'person-badge-fill': (
    <>
      <rect x="3" y="1" width="10" height="14" rx="2" />
      <rect x="6" y="2.5" width="4" height="1" rx="0.5" className="qb-icon__cut" />
      <circle cx="8" cy="7" r="2" className="qb-icon__cut" />
      <path d="M4.8 12.6c.5-1.7 1.8-2.6 3.2-2.6s2.7.9 3.2 2.6z" className="qb-icon__cut" />
    </>
  ),
  'pencil-fill': <path d="M11.3 1.3a1 1 0 0 1 1.4 0l2 2a1 1 0 0 1 0 1.4L5.5 13.9 1.5 15l1.1-4z" />,
  'flag-fill': (
    <>
      <rect x="2" y="1" width="1.5" height="14" rx="0.75" />
      <path d="M3.5 2h9l-2 3.5 2 3.5h-9z" />
    </>
  ),
  'hand-thumbs-up-fill': (
    <>
      <rect x="1" y="7" width="3" height="8" rx="1" />
      <path d="M5 7.5 8 2.2a1.3 1.3 0 0 1 2.4.8L10 6.5h3.3a1.6 1.6 0 0 1 1.6 1.9l-1 5.2A1.8 1.8 0 0 1 12.1 15H5z" />
    </>
  ),
  'emoji-smile-fill': (
    <>
      <circle cx="8" cy="8" r="7" />
      <circle cx="5.7" cy="6.3" r="1" className="qb-icon__cut" />
      <circle cx="10.3" cy="6.3" r="1" className="qb-icon__cut" />
      <path d="M4.6 9.5a3.9 3.9 0 0 0 6.8 0" fill="none" strokeWidth="1.2" strokeLinecap="round" className="qb-icon__line" />
    </>
  ),
  'share-fill': (
    <>
      <path d="M4 8l8-4.5M4 8l8 4.5" fill="none" strokeWidth="1.4" className="qb-icon__stroke" />
      <circle cx="12" cy="3.5" r="2.5" />
      <circle cx="4" cy="8" r="2.5" />
      <circle cx="12" cy="12.5" r="2.5" />
    </>
  ),
  'check-circle-fill': (
    <>
      <circle cx="8" cy="8" r="7" />
      <path d="M4.8 8.2 7 10.4l4.3-4.6" fill="none" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" className="qb-icon__line" />
    </>
  ),
  'check-square-fill': (
    <>
      <rect x="1" y="1" width="14" height="14" rx="2.5" />
      <path d="M4.8 8.2 7 10.4l4.3-4.6" fill="none" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" className="qb-icon__line" />
    </>
  ),
  'chat-square-text-fill': (
    <>
      <path d="M3 1h10a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H7l-4 3v-3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2z" />
      <path d="M4.5 4.5h7M4.5 7h7M4.5 9.5h4" fill="none" strokeWidth="1.1" strokeLinecap="round" className="qb-icon__line" />
    </>
  ),
  'question-circle-fill': (
    <>
      <circle cx="8" cy="8" r="7" />
      <path d="M6 6.2a2 2 0 1 1 2.8 1.8c-.5.3-.8.6-.8 1.2v.4" fill="none" strokeWidth="1.4" strokeLinecap="round" className="qb-icon__line" />
      <circle cx="8" cy="11.6" r="0.9" className="qb-icon__cut" />
    </>
  ),
};

/** A medal for an icon this catalogue does not know. */
const MEDAL = (
  <>
    <path d="M4 1h3l1 4-2 1zM12 1H9L8 5l2 1z" />
    <circle cx="8" cy="10" r="5" />
  </>
);

const LEVEL_CLASS: Record<BadgeLevel, string> = { 1: 'is-bronze', 2: 'is-silver', 3: 'is-gold' };

export function BadgeIcon({ icon, level, size = 48, label }: { icon: string; level: BadgeLevel; size?: number; label?: string }) {
  if (/^https?:\/\//.test(icon)) return <img className="qb-icon" src={icon} width={size} height={size} alt={label ?? ''} />;
  return (
    <svg className={`qb-icon ${LEVEL_CLASS[level] ?? ''}`} viewBox="0 0 16 16" width={size} height={size} fill="currentColor" stroke="currentColor" strokeWidth="0" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} data-icon={icon}>
      {SHAPES[icon] ?? MEDAL}
    </svg>
  );
}
