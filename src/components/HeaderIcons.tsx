import type { SVGProps } from 'react';

/**
 * The icons the header shows, drawn inline: antd's icon runtime would add about 5 KiB of
 * gzip to every page for them. Sized and coloured like antd icons (1em, currentColor).
 */
export function Icon({ children, className, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <span role="img" aria-hidden className={`anticon${className ? ` ${className}` : ''}`}>
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...props}
      >
        {children}
      </svg>
    </span>
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </Icon>
);

export const AccountIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </Icon>
);

export const CartIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M2 3h3l2.4 11.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </Icon>
);

/** A heart: filled once the product is saved. */
export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <Icon fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20.5s-8-4.9-8-10.8A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 8 2.7c0 5.9-8 10.8-8 10.8z" />
  </Icon>
);
