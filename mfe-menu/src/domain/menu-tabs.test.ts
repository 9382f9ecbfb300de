// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextTabIndex, sectionFromParams, tabFromParams, withTab } from './menu-tabs';

const q = (s: string) => new URLSearchParams(s);

describe('which tab opens', () => {
  it.each([
    ['', 'international', undefined],
    ['category=bowls', 'international', undefined],
    ['category=sandwiches', 'smart-value', 'sandwiches'],
    ['category=boxes', 'smart-value', 'student-bowl'],
    ['category=pizza', 'international', undefined],
    ['tab=build-your-own', 'build-your-own', undefined],
    ['tab=smart-value&category=bowls', 'smart-value', undefined],
    ['tab=nope&category=sandwiches', 'smart-value', 'sandwiches'],
  ])('?%s → %s (section %s)', (search, tab, section) => {
    expect(tabFromParams(q(search))).toBe(tab);
    expect(sectionFromParams(q(search))).toBe(section);
  });
});

describe('tablist keys', () => {
  it.each([
    [0, 'ArrowRight', 1],
    [2, 'ArrowRight', 0],
    [0, 'ArrowLeft', 2],
    [1, 'ArrowLeft', 0],
    [1, 'Home', 0],
    [0, 'End', 2],
    [1, 'Enter', undefined],
  ])('from %i, %s → %s', (from, key, to) => {
    expect(nextTabIndex(from, key, 3)).toBe(to);
  });
});

describe('choosing a tab', () => {
  it.each([
    ['category=sandwiches&diet=halal', 'international', 'diet=halal'],
    ['diet=halal', 'smart-value', 'diet=halal&tab=smart-value'],
    ['tab=smart-value', 'build-your-own', 'tab=build-your-own'],
  ] as const)('?%s + %s → ?%s', (search, tab, expected) => {
    expect(withTab(q(search), tab).toString()).toBe(expected);
  });
});
