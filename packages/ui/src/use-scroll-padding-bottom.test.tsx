import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useScrollPaddingBottom } from './use-scroll-padding-bottom';

function Bar({ bottom }: { bottom?: string }) {
  const ref = useRef<HTMLElement>(null);
  useScrollPaddingBottom(ref);
  return <section ref={ref} style={{ position: 'sticky', bottom }} data-testid="bar" />;
}

describe('useScrollPaddingBottom', () => {
  it("keeps the sticky bar's height (and its gap to the screen's edge) free below a focused control, until the bar goes", () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 129.5 } as DOMRect);
    const root = document.documentElement;
    const { unmount } = render(<Bar />);
    expect(root.style.scrollPaddingBottom).toBe('138px');
    unmount();
    expect(root.style.scrollPaddingBottom).toBe('');
  });

  it('counts the gap of a bar that floats above the bottom edge', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 100 } as DOMRect);
    render(<Bar bottom="16px" />);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('124px');
  });
});
