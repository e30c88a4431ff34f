import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 18, children, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.7 2.3 8 6.6l4.3-4.3 1.4 1.4L9.4 8l4.3 4.3-1.4 1.4L8 9.4l-4.3 4.3-1.4-1.4L6.6 8 2.3 3.7z" />
  </Svg>
);

export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6.5 1a5.5 5.5 0 0 1 4.4 8.8l3.8 3.8-1.1 1.1-3.8-3.8A5.5 5.5 0 1 1 6.5 1zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
  </Svg>
);

export const FrownIcon = (p: IconProps) => (
  <Svg viewBox="0 0 16 16" {...p}>
    <path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14zm0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16z" />
    <path d="M4.3 12.4a.5.5 0 0 0 .7.2A5.5 5.5 0 0 1 8 11.5c1.1 0 2.2.4 3 1.1a.5.5 0 1 0 .6-.8A6.5 6.5 0 0 0 8 10.5c-1.4 0-2.7.5-3.6 1.3a.5.5 0 0 0-.1.6zM7 6.5C7 7.3 6.6 8 6 8s-1-.7-1-1.5S5.4 5 6 5s1 .7 1 1.5zm4 0c0 .8-.4 1.5-1 1.5s-1-.7-1-1.5S9.4 5 10 5s1 .7 1 1.5z" />
  </Svg>
);

export const RefreshIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 3a5 5 0 1 0 4.6 3h1.6A6.5 6.5 0 1 1 8 1.5V0l3 2.5L8 5z" />
  </Svg>
);

export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M1 3h14v2H1zm0 4h14v2H1zm0 4h14v2H1z" />
  </Svg>
);

export const PlusIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 2h2v5h5v2H9v5H7V9H2V7h5z" />
  </Svg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2.6 5.3 8 10.7l5.4-5.4 1.1 1.1L8 12.9 1.5 6.4z" />
  </Svg>
);
