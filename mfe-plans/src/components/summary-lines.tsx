import { formatCents } from '@campus/catalogue/money';
import type { PlanUpgrade } from '@campus/stores';

export interface SummaryContent {
  baseLabel: string;
  baseCents: number;
  rows: { label: string; value: string | null }[];
  upgrades: readonly PlanUpgrade[];
}

/** The bundle's contents line by line, with each upgrade charge. */
export function SummaryLines({ baseLabel, baseCents, rows, upgrades }: SummaryContent) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="font-semibold text-ink">{baseLabel}</dt>
        <dd className="font-semibold tabular-nums">{formatCents(baseCents)}</dd>
      </div>
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-3">
          <dt className="text-muted">{row.label}</dt>
          <dd className={row.value ? 'text-right text-ink' : 'text-right text-muted italic'}>
            {row.value ?? 'Not chosen yet'}
          </dd>
        </div>
      ))}
      {upgrades.map((u, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same drink may be upgraded twice
        <div key={`${u.item}-${i}`} className="flex justify-between gap-3">
          <dt className="text-muted">{u.item} upgrade</dt>
          <dd className="font-semibold text-accent tabular-nums">+{formatCents(u.costCents)}</dd>
        </div>
      ))}
    </dl>
  );
}
