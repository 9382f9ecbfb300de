import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllToasts, problemSolved, type ToastInput, toast, useSolvedProblems, useToasts } from './toast-store';

afterEach(() => {
  act(() => dismissAllToasts());
});

const shown = () => renderHook(() => useToasts()).result.current.map((t) => t.title);

const noBase: ToastInput = {
  title: 'Selection Required',
  description: 'Please select a base for your bowl.',
  variant: 'destructive',
  kind: 'builder:base',
};
const noSauce: ToastInput = { ...noBase, description: 'Please select a sauce or dressing.', kind: 'builder:sauce' };
const bowlAdded: ToastInput = { title: 'Bowl Added to Cart!', variant: 'success', solves: 'builder' };
const storageFull: ToastInput = { title: 'Your cart could not be saved', variant: 'destructive' };

describe('a message leaves with its problem', () => {
  it.each([
    ['the very problem', 'builder:base', ['Your cart could not be saved']],
    ['its whole flow', 'builder', ['Your cart could not be saved']],
    ['another problem of the flow', 'builder:sauce', ['Selection Required', 'Your cart could not be saved']],
    ['another flow', 'plan', ['Selection Required', 'Your cart could not be saved']],
    ['a flow whose name only starts the same', 'build', ['Selection Required', 'Your cart could not be saved']],
  ])('solving %s', (_, problem, left) => {
    toast(noBase);
    toast(storageFull);
    act(() => problemSolved(problem));
    expect(shown()).toEqual(left);
  });

  it('a success dismisses the errors of its flow that led to it, and only those', () => {
    toast(noSauce);
    toast(storageFull);
    toast(bowlAdded);
    expect(shown()).toEqual(['Your cart could not be saved', 'Bowl Added to Cart!']);
    act(() => dismissAllToasts());
    toast(noBase);
    toast({ title: 'Up to 3 proteins', kind: 'limit:protein' });
    toast(bowlAdded);
    expect(shown()).toEqual(['Up to 3 proteins', 'Bowl Added to Cart!']);
  });

  it('a success without a flow leaves every error where it is', () => {
    toast(noBase);
    toast({ title: 'Added to cart!', variant: 'success' });
    expect(shown()).toEqual(['Selection Required', 'Added to cart!']);
  });

  it('a page saying what it has solved dismisses its toast when the choice is made, not before', () => {
    const { rerender } = renderHook(({ solved }) => useSolvedProblems(solved), {
      initialProps: { solved: [] as string[] },
    });
    act(() => {
      toast(noBase);
    });
    rerender({ solved: [] });
    expect(shown()).toEqual(['Selection Required']);
    act(() => rerender({ solved: ['builder:base'] }));
    expect(shown()).toEqual([]);
  });

  it('a problem shown again after it was solved once is dismissed again when solved again', () => {
    const { rerender } = renderHook(({ solved }) => useSolvedProblems(solved), {
      initialProps: { solved: ['builder:base'] },
    });
    act(() => rerender({ solved: [] })); // the base taken off again
    act(() => {
      toast(noBase);
    });
    act(() => rerender({ solved: ['builder:base'] }));
    expect(shown()).toEqual([]);
  });
});
