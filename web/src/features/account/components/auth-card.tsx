import type { ReactNode } from 'react';

/** Centred card used by the account screens. */
export function AuthCard({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="q-auth" data-testid={testId}>
      <h1 className="q-auth__title">{title}</h1>
      <div className="q-card q-auth__card">{children}</div>
    </section>
  );
}
