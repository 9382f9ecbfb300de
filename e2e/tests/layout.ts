import { expect, type Locator, type Page } from '@playwright/test';

/** The screen widths every page must fit: small and common phones, a tablet, a small and a common laptop. */
export const WIDTHS = [320, 390, 768, 1024, 1366] as const;

/**
 * What sticks out past the right edge of the screen: the page's own scroll width, and every visible element whose
 * box ends beyond the screen (clipped or not), outermost offenders only. Elements inside a container that scrolls
 * sideways on purpose (a tab rail) are fine; so are screen-reader-only texts.
 */
export function overflowOffenders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`);
    }
    const scrollsSideways = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return (x === 'auto' || x === 'scroll') && el.scrollWidth > el.clientWidth;
    };
    const sticksOut = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && box.right > width + 1;
    };
    for (const el of document.querySelectorAll('body *')) {
      if (!sticksOut(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || style.position === 'fixed') continue;
      let parent = el.parentElement;
      let inside = false;
      while (parent && parent !== document.body) {
        if (sticksOut(parent) || scrollsSideways(parent)) {
          inside = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (inside) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.getAttribute('class') ?? '')
        .split(' ')
        .slice(0, 4)
        .join('.')}`;
      found.push(
        `${name} ends at ${Math.round(el.getBoundingClientRect().right)}px (${(el.textContent ?? '').trim().slice(0, 40)})`,
      );
    }
    return found;
  });
}

/** True when a tap at the centre of the element lands on it (nothing — toast, sticky bar, overlay — lies on top). */
export async function isTappable(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** Scrolls the element to the middle of the screen, then checks a thumb can tap it there. */
export async function expectTappable(target: Locator, what: string) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect.poll(() => isTappable(target), { message: `${what} can be tapped where it is` }).toBe(true);
}

/**
 * A thumb's tap: at the element's centre, where it is now. Playwright's `click()` re-scrolls the page when its first
 * attempt meets a moving target (a card still sliding in), sometimes putting the button right under the header —
 * a scroll no customer made, which then made the toast check fail (about 1 run in 5 under load, old builds alike).
 */
export async function tapWhereItIs(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap: the element has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
