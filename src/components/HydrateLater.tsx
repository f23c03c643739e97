import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that need not respond first (the header, below the fold, one of several
 * carousels), in a Suspense boundary of its own: React hydrates it in a pass of its own after the part above it, so the first screen
 * responds sooner and no pass makes a long task; a tap inside it hydrates it at once. Nothing inside suspends, so
 * the empty fallback is never shown.
 */
export default function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
