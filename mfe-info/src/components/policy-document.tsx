import { Container } from '@campus/ui/container';
import { DeferHydration } from '@campus/ui/hydration';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { CalendarDays } from 'lucide-react';
import type * as React from 'react';
import type { PolicyDocument as PolicyData } from '../domain/policies';
import { PageHeader } from './page-header';

/**
 * A readable legal page: one column, short sections, the last-updated date up front. Its text never changes: left as
 * the server drew it until the page is live and idle (@campus/ui/hydration).
 */
export function PolicyDocument({ policy, aside }: { policy: PolicyData; aside?: React.ReactNode }) {
  useDocumentTitle(policy.title);
  return (
    <>
      <PageHeader eyebrow="Legal" title={policy.title} intro={policy.summary}>
        <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-card px-4 py-1.5 text-sm font-medium text-ink shadow-card">
          <CalendarDays className="h-4 w-4 text-primary" aria-hidden />
          Last updated: {policy.lastUpdated}
        </p>
      </PageHeader>
      <Container className="py-10 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,46rem)_1fr]">
          <DeferHydration>
            <article className="space-y-10 text-base leading-relaxed text-ink">
              {policy.sections.map((s, index) => (
                <section key={s.heading} aria-labelledby={`policy-${index}`}>
                  <h2 id={`policy-${index}`} className="text-xl font-bold sm:text-2xl">
                    {index + 1}. {s.heading}
                  </h2>
                  {s.paragraphs?.map((p) => (
                    <p key={p} className="mt-3 text-muted">
                      {p}
                    </p>
                  ))}
                  {s.list ? (
                    <ul className="mt-3 list-disc space-y-2 pl-6 text-muted marker:text-primary">
                      {s.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                </section>
              ))}
            </article>
          </DeferHydration>
          {aside ? <aside className="h-fit lg:sticky lg:top-24">{aside}</aside> : null}
        </div>
      </Container>
    </>
  );
}
