import { PATHS } from '@campus/catalogue/paths';
import { ProfileEditor } from '@campus/profile';
import { profileSummary, ruleCount } from '@campus/profile/fits';
import { useFavouritesCount, useProfile, useProfileActions, useProfileSaveFailed } from '@campus/stores';
import { Button } from '@campus/ui/button';
import { Modal } from '@campus/ui/modal';
import { tap } from '@campus/ui/tap';
import { Heart, SlidersHorizontal, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { CountLink } from './cart-link';

export function dietLabel(count: number): string {
  return count === 0 ? 'My diet, no rules set' : `My diet, ${count} ${count === 1 ? 'rule' : 'rules'}`;
}

const iconButton =
  'relative inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full text-ink hover:bg-primary-soft ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

const countBadge =
  'absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold text-white tabular-nums';

/**
 * "My diet" on every page: the number of rules in the customer's profile, and a dialog to set them — the same profile
 * the menu, the bowl page, the builder, the plans and the cart honour.
 */
export function ProfileControl() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const profile = useProfile();
  const saveFailed = useProfileSaveFailed();
  const { profileCleared } = useProfileActions();
  const count = ruleCount(profile);
  return (
    <>
      <button
        type="button"
        aria-label={dietLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        {...tap('my-diet')}
        className={`${iconButton} sm:px-3`}
      >
        <SlidersHorizontal className="h-5 w-5" aria-hidden />
        <span className="hidden text-sm font-semibold sm:inline xl:hidden 2xl:inline" aria-hidden>
          My diet
        </span>
        {count > 0 ? (
          <span data-testid="diet-badge" aria-hidden className={`${countBadge} bg-primary`}>
            {count}
          </span>
        ) : null}
      </button>
      <Modal open={open} onClose={close} labelledBy="diet-dialog-title" describedBy="diet-dialog-help">
        <div className="flex items-start justify-between gap-3">
          <h2 id="diet-dialog-title" className="text-xl font-semibold text-ink">
            My diet
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label="Close"
            className="-mt-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-focus"
          >
            <X className="h-6 w-6" aria-hidden />
          </button>
        </div>
        <p id="diet-dialog-help" className="mt-1 text-sm text-muted">
          Every page marks or hides what does not fit, says why, and asks before it goes in your bowl or your cart. Kept
          on this device.
        </p>
        <ProfileEditor idBase="diet-dialog" className="mt-4" />
        <p className="mt-4 text-sm text-ink" aria-live="polite">
          {count ? `Your profile: ${profileSummary(profile)}.` : 'No rules set: everything is shown.'}
          {saveFailed ? ' It applies in this tab only: this browser is not saving it.' : ''}
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          {count ? (
            <Button variant="outline" onClick={profileCleared}>
              Clear all
            </Button>
          ) : null}
          <Button onClick={close}>Done</Button>
        </div>
      </Modal>
    </>
  );
}

export function favouritesLabel(count: number): string {
  return `Favourites, ${count} saved`;
}

/** The heart in the header: the favourites page, with how many are saved. */
export function FavouritesLink() {
  const count = useFavouritesCount();
  return (
    <CountLink
      to={PATHS.favourites}
      label={favouritesLabel(count)}
      count={count}
      icon={<Heart className="h-6 w-6" aria-hidden />}
      badgeClassName="bg-danger"
    />
  );
}
