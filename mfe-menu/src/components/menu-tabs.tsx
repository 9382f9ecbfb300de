import { cn } from '@campus/ui/cn';
import { tap } from '@campus/ui/tap';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { MENU_TABS, type MenuTab, nextTabIndex } from '../domain/menu-tabs';

/** An accessible tablist (arrow keys, Home, End; roving tabindex) with one panel. */
export function MenuTabs({
  active,
  onSelect,
  children,
}: {
  active: MenuTab;
  onSelect: (tab: MenuTab) => void;
  children: ReactNode;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(index, event.key, MENU_TABS.length);
    const tab = next === undefined ? undefined : MENU_TABS[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Menu sections"
        className="flex gap-1 rounded-2xl border border-border bg-card p-1 shadow-card sm:rounded-full"
      >
        {MENU_TABS.map((tab, i) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`menu-tab-${tab.id}`}
              {...tap('menu-tab', tab.id)}
              aria-selected={selected}
              aria-controls={`menu-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={cn(
                'min-h-11 flex-1 rounded-xl px-2 py-1.5 text-sm leading-tight font-semibold transition-colors sm:rounded-full sm:px-4 sm:text-base',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                selected
                  ? 'bg-primary text-primary-foreground shadow-sm'
                  : 'text-muted hover:bg-primary-soft hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`menu-panel-${active}`}
        aria-labelledby={`menu-tab-${active}`}
        tabIndex={-1}
        className="mt-5 focus-visible:outline-none sm:mt-8"
      >
        {children}
      </div>
    </div>
  );
}
