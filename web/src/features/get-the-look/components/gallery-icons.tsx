import type { SVGProps } from 'react';

/** The gallery's small inline icons (no icon package on the page). */
type IconProps = SVGProps<SVGSVGElement>;
const base = { width: 16, height: 16, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const HeartIcon = (props: IconProps) => (
  <svg {...base} {...props} fill="currentColor">
    <path d="M12 21s-7.5-4.6-10-9.4C.4 8.3 2.3 4.5 6 4.5c2.1 0 3.5 1.1 4.3 2.3h3.4C14.5 5.6 15.9 4.5 18 4.5c3.7 0 5.6 3.8 4 7.1C19.5 16.4 12 21 12 21z" />
  </svg>
);

export const StarIcon = (props: IconProps) => (
  <svg {...base} {...props} fill="currentColor">
    <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
  </svg>
);

export const FilterIcon = (props: IconProps) => (
  <svg {...base} {...props} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
    <path d="M4 6h16M7 12h10M10 18h4" />
  </svg>
);

export const ArrowIcon = (props: IconProps) => (
  <svg {...base} {...props} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

export const SparkleIcon = (props: IconProps) => (
  <svg {...base} {...props} fill="currentColor">
    <path d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" />
  </svg>
);
