import type { ReactNode } from 'react';

export default function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="static-page">
      <h1>{title}</h1>
      {children}
    </article>
  );
}
