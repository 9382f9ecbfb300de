import { Link } from '@campus/router';
import { Avatar } from '@campus/ui/avatar';
import { Card } from '@campus/ui/card';
import { Reveal } from '@campus/ui/reveal';
import { ArrowRight } from 'lucide-react';
import type { TeamMember } from '../../domain/people';
import { Section } from '../section';

export function TeamSection({ team }: { team: readonly TeamMember[] }) {
  return (
    <Section title="Meet the team" intro="Students and cooks who wanted better food on campus — so we made it.">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {team.map((m, index) => (
          <li key={m.name}>
            <Reveal index={index} className="h-full">
              <Card className="flex h-full flex-col items-center p-6 text-center">
                <Avatar name={m.name} src={m.avatar} size={96} />
                <h3 className="mt-4 text-lg font-bold text-ink">{m.name}</h3>
                <p className="text-sm font-semibold text-primary">{m.role}</p>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{m.bio}</p>
                {m.link ? (
                  <Link
                    to={m.link.to}
                    className="mt-3 inline-flex min-h-8 items-center gap-1 text-sm font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-focus"
                  >
                    {m.link.label}
                    <ArrowRight className="h-4 w-4" aria-hidden />
                  </Link>
                ) : null}
              </Card>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
