import { BRAND, CLAIMS, CONTACT, COPYRIGHT_YEAR, SOCIAL } from '@campus/catalogue/config';
import { Link } from '@campus/router';
import { Container } from '@campus/ui/container';
import { Mail } from 'lucide-react';
import { FOOTER_GROUPS } from '../app/nav-links';

const linkClass =
  'inline-flex min-h-8 items-center rounded text-stone-300 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white';

export function Footer() {
  return (
    <footer className="mt-16 bg-ink text-stone-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <p className="text-xl font-extrabold text-white">{BRAND.name}</p>
          <p className="mt-2 max-w-xs">{BRAND.tagline}. Pre-order online, pick up 24/7 from campus smart lockers.</p>
          <ul className="mt-4 space-y-1 text-sm">
            <li>{CLAIMS.halal}</li>
            <li>{CLAIMS.fresh}</li>
            <li>{CLAIMS.students}</li>
          </ul>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={`${group.title} links`}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
            <ul className="mt-3 space-y-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © Copyright {COPYRIGHT_YEAR} {BRAND.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2" aria-label="Social and e-mail">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {s.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${CONTACT.email}`} className={`${linkClass} gap-1.5`}>
                <Mail className="h-4 w-4" aria-hidden />
                {CONTACT.email}
              </a>
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  );
}
