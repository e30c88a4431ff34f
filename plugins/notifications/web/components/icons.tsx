/** The header's bell and trophy, drawn in the text colour at 18 px like the shell's icons. */
const svg = { width: 18, height: 18, viewBox: '0 0 16 16', fill: 'currentColor', 'aria-hidden': true, focusable: false } as const;

export const BellIcon = () => (
  <svg {...svg}>
    <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zm5-5V7a5 5 0 0 0-4-4.9V1a1 1 0 1 0-2 0v1.1A5 5 0 0 0 3 7v4l-1.3 1.3A.5.5 0 0 0 2 13h12a.5.5 0 0 0 .3-.9z" />
  </svg>
);

export const TrophyIcon = () => (
  <svg {...svg}>
    <path d="M3 1h10v1h2v2a3 3 0 0 1-3 3h-.2A4 4 0 0 1 9 9.9V12h2.5v2h-7v-2H7V9.9A4 4 0 0 1 4.2 7H4a3 3 0 0 1-3-3V2h2zm0 2H2v1a2 2 0 0 0 1.1 1.8zm10 0v2.8A2 2 0 0 0 14 4V3z" />
  </svg>
);
