import { Button } from '@campus/ui/button';
import { Container } from '@campus/ui/container';
import { tap } from '@campus/ui/tap';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';

/**
 * The home page sign-up (SPEC §5, §7): the browser checks the address (type="email"), nothing is sent anywhere,
 * and the page says so plainly instead of pretending to subscribe.
 */
export function NewsletterForm() {
  const inputId = 'newsletter-email';
  /** The address the form held when submitted (read from the field: it may have been typed before the code ran). */
  const [submitted, setSubmitted] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setSubmitted(typeof email === 'string' ? email : '');
  };

  return (
    <section aria-labelledby="newsletter-title" className="py-12 sm:py-16">
      <Container>
        <div className="rounded-card bg-primary px-6 py-10 text-white shadow-card sm:px-12">
          <h2 id="newsletter-title" className="text-2xl font-bold sm:text-3xl">
            Get new bowls in your inbox
          </h2>
          <p className="mt-2 max-w-xl text-white/90">New flavours, student deals and pop-up dates on campus.</p>
          <form onSubmit={onSubmit} className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor={inputId} className="block text-sm font-semibold">
                E-mail address
              </label>
              <input
                id={inputId}
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder="you@university.ca"
                onChange={() => setSubmitted(null)}
                className="mt-1 min-h-12 w-full rounded-full border border-white/40 bg-white px-5 text-ink placeholder:text-stone-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              />
            </div>
            <Button type="submit" variant="outline" size="lg" className="border-white" {...tap('newsletter', 'submit')}>
              Sign me up
            </Button>
          </form>
          <div role="status" className="mt-4 min-h-6">
            {submitted !== null ? (
              <p className="flex items-start gap-2 rounded-xl bg-white/15 px-4 py-3">
                <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
                <span>
                  Thanks! This is a demo site, so the sign-up isn’t connected yet: {submitted || 'your e-mail address'}{' '}
                  was not sent or saved anywhere.
                </span>
              </p>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
