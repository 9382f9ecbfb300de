import { REFUND_FIGURES as R } from '@campus/catalogue/policies';
import { Card } from '@campus/ui/card';

const FACTS = [
  { figure: `${R.freeCancellationHours} hours`, text: 'Free cancellation until this long before pickup' },
  { figure: `${R.lateCancellationFeePercent}%`, text: `Fee when you cancel inside ${R.freeCancellationHours} hours` },
  { figure: `${R.refundRequestWindowHours} hours`, text: 'To report a problem after pickup or delivery' },
  { figure: `${R.refundProcessingDays} days`, text: 'Business days to process an approved refund' },
];

/** The refund policy's key numbers in one glance (the full text says the rest). */
export function RefundsAtAGlance() {
  return (
    <Card className="mb-5 p-6">
      <h2 className="text-lg font-bold text-ink">At a glance</h2>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        {FACTS.map((f) => (
          <div key={f.text}>
            <dt className="text-2xl font-extrabold text-accent tabular-nums">{f.figure}</dt>
            <dd className="mt-1 text-sm text-muted">{f.text}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
