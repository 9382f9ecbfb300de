import { BOWLS_PER_FREE_BOWL } from '@campus/catalogue/policies';
import { Card } from '@campus/ui/card';
import { Container } from '@campus/ui/container';
import { Reveal } from '@campus/ui/reveal';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { ArrowRight, BadgeCheck, Gift, Heart, Layers, ShoppingBag, Sparkles, TrendingUp } from 'lucide-react';
import { BenefitGrid } from '../components/benefit-grid';
import { ComingSoonButton } from '../components/loyalty/coming-soon-button';
import { StampCard } from '../components/loyalty/stamp-card';
import { Section } from '../components/section';

const STEPS = [
  {
    Icon: ShoppingBag,
    title: 'Purchase',
    text: 'Order any bowl — a signature bowl, the student special or your own build.',
  },
  {
    Icon: TrendingUp,
    title: 'Track',
    text: 'Every bowl counts toward your next reward automatically. No card to stamp.',
  },
  {
    Icon: Gift,
    title: 'Reward',
    text: `After ${BOWLS_PER_FREE_BOWL} bowls, a free bowl lands in your account as a credit.`,
  },
];

const BENEFITS = [
  {
    Icon: Gift,
    title: `A free bowl for every ${BOWLS_PER_FREE_BOWL}`,
    text: `Not just once: every ${BOWLS_PER_FREE_BOWL} bowls earns another one.`,
  },
  {
    Icon: Sparkles,
    title: 'Automatic credit',
    text: 'Your free bowl is added for you — nothing to claim or remember.',
  },
  { Icon: Layers, title: 'Every bowl counts', text: 'Signature, student special and build-your-own bowls all count.' },
  {
    Icon: Heart,
    title: 'Healthy habit, rewarded',
    text: 'Keep choosing fresh, halal meals and let the rewards follow.',
  },
];

/** SPEC §2 Loyalty. */
export function LoyaltyPage() {
  useDocumentTitle('Loyalty Program');
  return (
    <>
      <header className="bg-primary-soft">
        <Container className="grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Loyalty Program</p>
            <h1 className="mt-3 text-display font-extrabold tracking-tight text-ink sm:text-5xl">
              Buy {BOWLS_PER_FREE_BOWL} Bowls{' '}
              <span role="img" aria-label="then" className="mx-1 inline-block align-[-0.05em] text-accent">
                <ArrowRight className="inline h-[0.8em] w-[0.8em]" aria-hidden />
              </span>{' '}
              <span className="block text-primary sm:inline">Get 1 Bowl FREE</span>
            </h1>
            <p className="mt-4 max-w-xl text-lg text-muted">
              Eat your favourites, and every tenth bowl earns you one on us.
            </p>
            <ComingSoonButton size="lg" className="mt-7">
              Join the Program
            </ComingSoonButton>
          </div>
          <StampCard />
        </Container>
      </header>
      <Section title="How it works">
        <ol className="grid gap-5 md:grid-cols-3">
          {STEPS.map(({ Icon, title, text }, index) => (
            <li key={title}>
              <Reveal index={index} className="h-full">
                <Card className="h-full p-6">
                  <Icon className="h-8 w-8 text-primary" aria-hidden />
                  <h3 className="mt-3 text-lg font-bold text-ink">
                    {index + 1}. {title}
                  </h3>
                  <p className="mt-2 text-muted">{text}</p>
                </Card>
              </Reveal>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Member benefits" className="bg-card">
        <BenefitGrid items={BENEFITS} iconClassName="text-accent" />
      </Section>
      <section aria-labelledby="loyalty-cta" className="py-12">
        <Container className="flex flex-col items-center text-center">
          <BadgeCheck className="h-10 w-10 text-primary" aria-hidden />
          <h2 id="loyalty-cta" className="mt-3 text-2xl font-bold text-ink">
            Ready to start earning?
          </h2>
          <ComingSoonButton size="lg" className="mt-6">
            Start Earning Rewards
          </ComingSoonButton>
        </Container>
      </section>
    </>
  );
}
