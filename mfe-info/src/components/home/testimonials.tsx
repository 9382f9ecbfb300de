import { CLAIMS } from '@campus/catalogue/config';
import { Avatar } from '@campus/ui/avatar';
import { Card } from '@campus/ui/card';
import { Reveal } from '@campus/ui/reveal';
import { Quote } from 'lucide-react';
import { TESTIMONIALS } from '../../domain/people';
import { Section } from '../section';

export function Testimonials() {
  return (
    <Section title={CLAIMS.students} intro="A few words from the people we cook for." className="bg-card">
      <ul className="grid gap-5 md:grid-cols-3">
        {TESTIMONIALS.map((t, index) => (
          <li key={t.name}>
            <Reveal index={index} className="h-full">
              <Card className="flex h-full flex-col p-6">
                <Quote className="h-7 w-7 text-primary" aria-hidden />
                <blockquote className="mt-3 flex-1 leading-relaxed text-ink">“{t.quote}”</blockquote>
                <p className="mt-5 flex items-center gap-3">
                  <Avatar name={t.name} size={44} />
                  <span>
                    <span className="block font-semibold text-ink">{t.name}</span>
                    <span className="block text-sm text-muted">{t.detail}</span>
                  </span>
                </p>
              </Card>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
