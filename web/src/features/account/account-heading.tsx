import type { ReactNode } from 'react';
import { PageMeta } from '../../components/page-meta';

/** An account page's title: the document's and its first heading. */
export function AccountHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <PageMeta title={title} />
      <h1 className="font-display text-3xl font-bold text-primary">{title}</h1>
      {children}
    </div>
  );
}

/** A titled box of an account page (a form, the default addresses …). */
export function AccountSection({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="rounded-sm border border-neutral-200 p-5">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-xl font-bold text-primary">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export const PRIMARY_BUTTON =
  'inline-block rounded-sm bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-dark disabled:opacity-60';
export const SECONDARY_BUTTON =
  'inline-block rounded-sm border border-primary px-4 py-2 font-medium text-primary hover:bg-primary/5 disabled:opacity-60';
export const TEXT_LINK = 'font-medium text-primary underline underline-offset-2 hover:no-underline';
