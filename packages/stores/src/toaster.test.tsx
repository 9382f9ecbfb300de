import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, toast } from './toast-store';
import { TOASTS_ABOVE_ATTRIBUTE, TOASTS_BELOW_ATTRIBUTE, TOASTS_SHORTCUT, Toaster, ToastsSkipLink } from './toaster';

afterEach(() => {
  act(() => dismissAllToasts());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it("starts below the header's bottom edge as it is on screen (never over its controls), measured again on scroll", () => {
    const header = document.createElement('header');
    header.setAttribute(TOASTS_BELOW_ATTRIBUTE, '');
    document.body.append(header);
    let bottom = 113.4; // the demo banner (48 px) above a 65 px header
    vi.spyOn(header, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 1;
    });
    render(<Toaster />);
    act(() => {
      toast({ title: 'Added to cart!' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.style.top).toBe('114px');
    bottom = 65; // scrolled: the banner has gone, the header sticks at the top
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(region.style.top).toBe('65px');
    header.remove();
    vi.restoreAllMocks();
  });

  it('is measured again when a dialog unlocks the page (the header scrolled away while it was locked)', async () => {
    const header = document.createElement('header');
    header.setAttribute(TOASTS_BELOW_ATTRIBUTE, '');
    document.body.append(header);
    let bottom = -300; // the side menu open: the page locked, its sticky header scrolled off with it
    vi.spyOn(header, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 1;
    });
    document.body.style.overflow = 'hidden';
    render(<Toaster />);
    act(() => {
      toast({ title: 'Added to cart!' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.style.top).toBe('0px');
    bottom = 65; // closed: the lock is lifted and the header sticks at the top again, with no scroll or resize
    await act(async () => {
      document.body.style.overflow = '';
      await Promise.resolve(); // mutation observers are told in a microtask
    });
    expect(region.style.top).toBe('65px');
    header.remove();
    vi.restoreAllMocks();
  });

  it('on a phone sits at the bottom, just above the page’s sticky bar, clear of the heading under the header', () => {
    const header = document.createElement('header');
    header.setAttribute(TOASTS_BELOW_ATTRIBUTE, '');
    const bar = document.createElement('div');
    bar.setAttribute(TOASTS_ABOVE_ATTRIBUTE, '');
    document.body.append(header, bar);
    vi.spyOn(header, 'getBoundingClientRect').mockImplementation(() => ({ bottom: 65 }) as DOMRect);
    vi.spyOn(bar, 'getBoundingClientRect').mockImplementation(() => ({ top: 760, height: 84 }) as DOMRect);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query }));
    render(<Toaster />);
    act(() => {
      toast({ title: 'Bowl Added to Cart!', variant: 'success' });
      toast({ title: 'Removed from cart' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.style.bottom).toBe('84px');
    expect(region.style.top).toBe('');
    header.remove();
    bar.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts at the top of the screen when no header is marked', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Added to cart!' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' }).style.top).toBe('0px');
  });

  it('announces a success politely with title and description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Added to cart!', description: 'Teriyaki Chicken Bowl', variant: 'success' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const polite = region.querySelector('[aria-live="polite"]');
    expect(polite).not.toBeNull();
    expect(within(polite as HTMLElement).getByText('Added to cart!')).toBeInTheDocument();
    expect(within(polite as HTMLElement).getByText('Teriyaki Chicken Bowl')).toBeInTheDocument();
  });

  it('announces a destructive toast assertively', () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Selection Required',
        description: 'Please select a base for your bowl.',
        variant: 'destructive',
      });
    });
    const urgent = screen.getByRole('region', { name: 'Notifications' }).querySelector('[aria-live="assertive"]');
    expect(within(urgent as HTMLElement).getByText('Selection Required')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
  });

  it('runs the action (Undo) and closes', async () => {
    const onUndo = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Removed', action: { label: 'Undo', onClick: onUndo } });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Removed')).not.toBeInTheDocument();
  });

  it('can be dismissed, and goes by itself after a while', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'One' });
      toast({ title: 'Two', durationMs: 1000 });
    });
    act(() => {
      screen.getByRole('button', { name: 'Dismiss notification: One' }).click();
    });
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1001);
    });
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
  });

  it('shows at most three at once, newest kept', () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast({ title: `Toast ${n}` });
    });
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
  });
});

describe('Toaster: one message once', () => {
  it('refreshes a repeated message instead of stacking a copy, and restarts its timer', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Up to 3 proteins', description: 'Remove one to pick another.', durationMs: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(800);
      toast({ title: 'Up to 3 proteins', description: 'Remove one to pick another.', durationMs: 1000 });
      toast({ title: 'Up to 3 proteins', description: 'Remove one to pick another.', durationMs: 1000 });
    });
    expect(screen.getAllByText('Up to 3 proteins')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expect(screen.getByText('Up to 3 proteins')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(201);
    });
    expect(screen.queryByText('Up to 3 proteins')).not.toBeInTheDocument();
  });

  it('keeps different messages apart, and the newest action of a repeat', async () => {
    const first = vi.fn();
    const second = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Removed from cart',
        description: 'Falafel Wrap was removed.',
        action: { label: 'Undo', onClick: first },
      });
      toast({ title: 'Removed from cart', description: 'Caprese Panini was removed.' });
      toast({
        title: 'Removed from cart',
        description: 'Falafel Wrap was removed.',
        action: { label: 'Undo', onClick: second },
      });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });

  it('one message per kind: the 4th, 5th and 6th protein say "Up to 3 proteins" once, naming the last', () => {
    render(<Toaster />);
    act(() => {
      for (const name of ['Jackfruit', 'Beef', 'Chicken']) {
        toast({
          title: 'Up to 3 proteins',
          description: `You can choose up to 3 proteins. Remove one to add ${name}.`,
          kind: 'limit:protein',
        });
      }
      // Another kind, or no kind, stands apart.
      toast({ title: 'Up to 3 greens', description: 'Remove one to add Kale.', kind: 'limit:greens' });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    expect(screen.getAllByText('Up to 3 proteins')).toHaveLength(1);
    expect(screen.getByText('You can choose up to 3 proteins. Remove one to add Chicken.')).toBeInTheDocument();
    expect(screen.queryByText(/Remove one to add Jackfruit/)).not.toBeInTheDocument();
  });
});

describe('Toaster: time a customer can use (WCAG 2.2.1)', () => {
  it('a toast put up before a toaster shows it waits for it, then goes in its own time', () => {
    vi.useFakeTimers();
    act(() => {
      toast({ title: 'Removed from your cart', durationMs: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    render(<Toaster />);
    expect(screen.getByText('Removed from your cart')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1001);
    });
    expect(screen.queryByText('Removed from your cart')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the pointer',
      (card: HTMLElement) => fireEvent.pointerEnter(card),
      (card: HTMLElement) => fireEvent.pointerLeave(card),
    ],
    [
      'the keyboard’s focus',
      (card: HTMLElement) => within(card).getByRole('button', { name: 'Undo' }).focus(),
      () => (document.activeElement as HTMLElement | null)?.blur(),
    ],
  ])('no toast goes while %s is on one; then each goes on from the time it had left', (_what, enter, leave) => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Removed from cart', action: { label: 'Undo', onClick: () => undefined }, durationMs: 1000 });
      toast({ title: 'Saved', durationMs: 2000 });
    });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    const card = screen.getAllByTestId('toast')[0] as HTMLElement;
    act(() => enter(card));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Removed from cart')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => leave(card));
    act(() => {
      vi.advanceTimersByTime(401);
    });
    expect(screen.queryByText('Removed from cart')).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('the shortcut takes focus to the newest action, and focus comes back where it was when the toast goes', async () => {
    const onUndo = vi.fn();
    render(
      <>
        <button type="button">Remove Falafel Hummus Pita</button>
        <ToastsSkipLink />
        <Toaster />
      </>,
    );
    expect(screen.queryByRole('link', { name: /Skip to notifications/ })).not.toBeInTheDocument();
    const before = screen.getByRole('button', { name: 'Remove Falafel Hummus Pita' });
    before.focus();
    act(() => {
      toast({ title: 'Saved' });
      toast({ title: 'Removed from cart', action: { label: 'Undo', onClick: onUndo } });
    });
    expect(screen.getByRole('link', { name: `Skip to notifications (${TOASTS_SHORTCUT})` })).toHaveAttribute(
      'href',
      '#notifications',
    );
    await userEvent.keyboard('{Alt>}t{/Alt}');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onUndo).toHaveBeenCalledOnce();
    expect(before).toHaveFocus();
  });

  it('the skip link takes focus there too, and says nothing when there is nothing', async () => {
    render(
      <>
        <ToastsSkipLink />
        <Toaster />
      </>,
    );
    act(() => {
      toast({ title: 'Saved' });
    });
    await userEvent.click(screen.getByRole('link', { name: /Skip to notifications/ }));
    expect(screen.getByRole('button', { name: 'Dismiss notification: Saved' })).toHaveFocus();
    act(() => dismissAllToasts());
    expect(screen.queryByRole('link', { name: /Skip to notifications/ })).not.toBeInTheDocument();
  });
});
