import { toast } from '@campus/stores';
import { Card } from '@campus/ui/card';
import { Reveal } from '@campus/ui/reveal';
import { tap } from '@campus/ui/tap';
import { Heart, MapPin } from 'lucide-react';
import { COMMUNITY_IDEAS, type CommunityIdea, LIKED_TITLE } from '../domain/suggestion';

function IdeaCard({ idea }: { idea: CommunityIdea }) {
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold leading-snug text-ink">{idea.bowlName}</h3>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
          <MapPin className="h-3.5 w-3.5" aria-hidden />
          {idea.country}
        </span>
      </div>
      <p className="mt-2 text-sm text-muted">{idea.description}</p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Ingredients">
        {idea.ingredients.map((name) => (
          <li
            key={name}
            className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-ink ring-1 ring-border"
          >
            {name}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted">by {idea.author}</p>
      <div className="mt-auto flex items-center justify-between gap-3 pt-3">
        <p className="text-sm text-muted tabular-nums">
          <Heart className="mr-1 inline h-3.5 w-3.5 fill-current align-[-2px] text-danger" aria-hidden />
          {idea.likes} likes
        </p>
        <button
          type="button"
          onClick={() => toast({ title: LIKED_TITLE, variant: 'success' })}
          {...tap('like', idea.id)}
          aria-label={`Like ${idea.bowlName}`}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border-strong bg-card px-4 text-sm font-semibold text-ink hover:bg-danger-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <Heart className="h-4 w-4 text-danger" aria-hidden />
          Like
        </button>
      </div>
    </Card>
  );
}

/** The community ideas wall: what other students suggested. Liking only says thank you (SPEC §2). */
export function CommunityWall() {
  return (
    <section aria-labelledby="community-title">
      <h2 id="community-title" className="text-2xl font-bold text-ink">
        Community ideas
      </h2>
      <p className="mt-1 text-muted">Bowls other students dreamed up. Show some love to your favourites.</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-1">
        {COMMUNITY_IDEAS.map((idea, index) => (
          <li key={idea.id}>
            <Reveal index={index} className="h-full">
              <IdeaCard idea={idea} />
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}
