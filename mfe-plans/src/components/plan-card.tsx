import { formatCents } from '@campus/catalogue/money';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { cn } from '@campus/ui/cn';
import { DietBadge } from '@campus/ui/diet-badge';
import { SmartImage } from '@campus/ui/smart-image';
import { ArrowRight, Check } from 'lucide-react';
import type { MealPlan } from '../domain/meal-plans';
import { PLAN_RULES } from '../domain/plan-rules';

/** One meal plan: price per day, features, a sample week and the button to its bundle builder. */
export function PlanCard({ plan, image, featured }: { plan: MealPlan; image: string; featured: boolean }) {
  const price = formatCents(plan.priceCents);
  return (
    <article
      aria-labelledby={`${plan.id}-title`}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-card border bg-card shadow-card',
        featured ? 'border-2 border-primary' : 'border-border',
      )}
    >
      <SmartImage
        src={image}
        alt=""
        fallback={plan.title}
        width={400}
        height={300}
        loading="eager"
        frameClassName="max-h-56 w-full"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id={`${plan.id}-title`} className="text-2xl font-bold text-ink">
            {plan.title}
          </h2>
          {featured ? <DietBadge kind="premium" /> : null}
        </div>
        <p className="mt-2">
          <span className="text-4xl font-extrabold text-accent tabular-nums">{price}</span>{' '}
          <span className="text-muted">/ day</span>
        </p>
        <p className="mt-3 text-muted">{plan.description}</p>
        <ul className="mt-5 space-y-2" aria-label={`${plan.title} features`}>
          {plan.features.map((f) => (
            <li key={f} className="flex items-start gap-2">
              <Check className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
              <span>{f}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 rounded-xl bg-surface p-4">
          <h3 className="text-sm font-bold tracking-wide text-ink uppercase">Sample menu</h3>
          <p className="mt-0.5 text-xs text-muted">{plan.sampleMenuNote}</p>
          <dl className="mt-2 space-y-1 text-sm">
            {plan.sampleMenu.map((m) => (
              <div key={m.day} className="flex gap-3">
                <dt className="w-10 shrink-0 font-semibold text-muted">{m.day}</dt>
                <dd className="text-ink">{m.meal}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Link
          to={PLAN_RULES[plan.kind].builderPath}
          className={buttonClasses(featured ? 'primary' : 'outline', 'lg', 'mt-6 w-full')}
        >
          Choose {price} plan
          <ArrowRight className="h-5 w-5" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
