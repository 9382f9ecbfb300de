import { afterEach, describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => ({ merges: [] as Array<ReturnType<typeof vi.fn>> }));

// Every merge function tailwind-merge makes, recorded, so a test can tell how many the page built and what they did.
vi.mock('tailwind-merge', async (importOriginal) => {
  const real = await importOriginal<typeof import('tailwind-merge')>();
  return {
    ...real,
    extendTailwindMerge: (...args: Parameters<typeof real.extendTailwindMerge>) => {
      const merge = vi.fn(real.extendTailwindMerge(...args));
      created.merges.push(merge);
      return merge;
    },
  };
});

/** A fresh copy of the module, as each slice's bundle carries one. */
async function freshCopy() {
  vi.resetModules();
  return import('./cn');
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('campus.cn.merges')];
  created.merges.length = 0;
});

describe('cn', () => {
  it('joins the classes given, skipping falsy ones; of two that set the same thing the later wins', async () => {
    const { cn } = await freshCopy();
    expect(cn('rounded-card', false, null, undefined, 'p-4')).toBe('rounded-card p-4');
    expect(cn('px-5 py-2', 'px-4')).toBe('py-2 px-4');
  });

  it("knows the design tokens' kinds: a token font size stays beside a colour, a token radius replaces a radius", async () => {
    const { cn } = await freshCopy();
    expect(cn('text-title', 'text-ink')).toBe('text-title text-ink');
    expect(cn('rounded-lg', 'rounded-card')).toBe('rounded-card');
    expect(cn('shadow-sm', 'shadow-raised')).toBe('shadow-raised');
  });

  it("builds one merge function per page, however many slices' copies of the module run", async () => {
    const shell = await freshCopy();
    const slice = await freshCopy();
    expect(shell.cn('px-5', 'px-4')).toBe('px-4');
    expect(slice.cn('px-5', 'px-4')).toBe('px-4');
    expect(created.merges).toHaveLength(1);
  });

  it('does no work while the module loads; prepareCn makes the first merge (the tables) at once', async () => {
    const { prepareCn } = await freshCopy();
    expect(created.merges).toHaveLength(0);
    prepareCn();
    expect(created.merges).toHaveLength(1);
    expect(created.merges[0]).toHaveBeenCalledExactlyOnceWith('');
  });
});
