import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { cardClasses } from './card';
import { cn } from './cn';
import { tap } from './tap';

export type AccordionItem = { id: string; question: string; answer: React.ReactNode };

type HeadingLevel = 'h2' | 'h3' | 'h4';

/**
 * A list of questions that open and close their answers (disclosure pattern): each question is a real button
 * with `aria-expanded` and `aria-controls`; several answers may be open at once.
 */
export function Accordion({
  items,
  headingLevel = 'h3',
  idPrefix = 'faq',
  className,
}: {
  items: readonly AccordionItem[];
  headingLevel?: HeadingLevel;
  /** Element ids are `<idPrefix>-<item id>-q/-a`: plain words, not useId (see docs/performance.md, server rendering). */
  idPrefix?: string;
  className?: string;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const Heading = headingLevel;

  return (
    <div className={cn(cardClasses('divide-y divide-border'), className)}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${idPrefix}-${item.id}-q`;
        const panelId = `${idPrefix}-${item.id}-a`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                {...tap(idPrefix, item.id)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left text-base font-semibold text-ink hover:bg-surface focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden
                  className={cn('h-5 w-5 shrink-0 text-primary transition-transform', expanded && 'rotate-180')}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 leading-relaxed text-muted"
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
