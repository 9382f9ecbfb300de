import { formatCents } from '@campus/catalogue/money';
import { Container, PageTitle } from '@campus/ui/container';
import { FirstScreenEnd } from '@campus/ui/first-screen-end';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import type { PlanRule } from '../domain/plan-rules';
import { BackLink } from './back-link';
import { PlanBuilder } from './plan-builder';

const INTRO: Record<PlanRule['kind'], string> = {
  '19-99': 'Build your daily bundle: 1 sandwich, 2 drinks and 2 snacks.',
  '24-99': 'Build your daily bundle: 1 sandwich, 1 traditional bowl, 2 drinks and 2 snacks.',
};

/** The page around a bundle builder: back arrow, title, what to pick. */
export function PlanBuilderScreen({ rule }: { rule: PlanRule }) {
  const price = formatCents(rule.basePriceCents);
  useDocumentTitle(`${price} Plan Builder`);
  return (
    <Container className="py-6 sm:py-10">
      <BackLink />
      <header className="mt-2 mb-8">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Meal plan · {price} a day</p>
        <PageTitle className="mt-1">{price} Plan Builder</PageTitle>
        <p className="mt-2 max-w-2xl text-muted">
          {INTRO[rule.kind]} The pop drink is included; kombucha and iced coffee cost a little extra.
        </p>
      </header>
      <FirstScreenEnd />
      <PlanBuilder rule={rule} />
    </Container>
  );
}
