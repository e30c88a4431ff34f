import type { Emoji } from '../api';

/**
 * The reactions' pictures as inline SVG (Bootstrap Icons' shapes, as Answer draws them): emoji
 * glyphs depend on the reader's fonts, and a machine without a colour emoji font shows boxes.
 */
const FACE = 'M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16';
const EYES = 'M7 6.5C7 7.328 6.552 8 6 8s-1-.672-1-1.5S5.448 5 6 5s1 .672 1 1.5m4 0c0 .828-.448 1.5-1 1.5s-1-.672-1-1.5S9.448 5 10 5s1 .672 1 1.5';
const SMILE = [FACE, EYES, 'M4.285 9.567a.5.5 0 0 1 .683.183A3.5 3.5 0 0 0 8 11.5a3.5 3.5 0 0 0 3.032-1.75.5.5 0 1 1 .866.5A4.5 4.5 0 0 1 8 12.5a4.5 4.5 0 0 1-3.898-2.25.5.5 0 0 1 .183-.683'];
const PATHS: Record<Emoji | 'add', string[]> = {
  heart: ['M8 1.314C12.438-3.248 23.534 4.735 8 15-7.534 4.736 3.562-3.248 8 1.314'],
  smile: SMILE,
  frown: [FACE, EYES, 'M4.285 12.433a.5.5 0 0 0 .683-.183A3.5 3.5 0 0 1 8 10.5c1.295 0 2.426.703 3.032 1.75a.5.5 0 0 0 .866-.5A4.5 4.5 0 0 0 8 9.5a4.5 4.5 0 0 0-3.898 2.25.5.5 0 0 0 .183.683'],
  // the picker's button: a smile, with a plus beside it
  add: SMILE,
};

export function ReactionIcon({ name }: { name: Emoji | 'add' }) {
  return (
    <svg className={`qr-icon qr-icon--${name}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
      {PATHS[name].map((d) => <path key={d} d={d} fillRule="evenodd" />)}
    </svg>
  );
}
