import { formatCents } from '@campus/catalogue/money';
import { PLAN_BUNDLE_CONTENTS } from '@campus/catalogue/plan-bundles';
import { Container, PageTitle } from '@campus/ui/container';
import { FirstScreenEnd } from '@campus/ui/first-screen-end';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import type { PlanRule } from '../domain/plan-rules';
import { BackLink } from './back-link';
import { PlanBuilder } from './plan-builder';

/**
 * What this builder is of its plan: the Student Plan's bowls follow its weekly menu and this is the bundle beside
 * them; the Premium Plan's bundle holds its bowl, and is the Signature Meal's day too.
 */
const INTRO: Record<PlanRule['kind'], string> = {
  '19-99': `The Student Plan's bowls follow its weekly menu; here you build the daily bundle that comes with them: ${PLAN_BUNDLE_CONTENTS['19-99']}.`,
  '24-99': `Build the Premium Plan's daily bundle (the Signature Meal's day, too): ${PLAN_BUNDLE_CONTENTS['24-99']}.`,
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
