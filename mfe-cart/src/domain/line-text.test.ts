// @vitest-environment node

import { bowlLine, customBowlLine, planLine, sampleCustomBowl, sandwichLine } from '@campus/stores/cart-fixtures';
import { humanize, lineName, titleCase } from '@campus/stores/cart-text';
import { describe, expect, it } from 'vitest';
import { countedList, itemsText, safeImageSrc } from './line-text';

describe('humanize', () => {
  it.each([
    ['basmati-rice', 'Basmati rice'],
    ['halal_chicken', 'Halal chicken'],
    ['tofu', 'Tofu'],
    ['Basmati rice', 'Basmati rice'],
    ['Pickled cucumber/onion', 'Pickled cucumber/onion'],
    ['  quinoa  ', 'Quinoa'],
    ['BBQ', 'BBQ'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(humanize(input)).toBe(output);
  });
});

describe('titleCase', () => {
  it.each([
    ['north-america', 'North America'],
    ['mexico', 'Mexico'],
    ['southeast-asia', 'Southeast Asia'],
  ])('%s → %s', (input, output) => {
    expect(titleCase(input)).toBe(output);
  });
});

describe('lineName', () => {
  it.each([
    ['bowl', bowlLine(), 'Teriyaki Chicken Bowl'],
    ['custom bowl with a theme', customBowlLine(), 'Custom Mexico Bowl'],
    ['custom bowl without a theme', customBowlLine(1, { ...sampleCustomBowl, countryTheme: null }), 'Custom Bowl'],
    ['sandwich', sandwichLine(), 'Falafel Wrap'],
    ['meal plan', planLine(), '$24.99 Plan Bundle'],
  ])('%s', (_name, line, name) => {
    expect(lineName(line)).toBe(name);
  });
});

describe('safeImageSrc', () => {
  it.each<[string | undefined, string | undefined]>([
    [undefined, undefined],
    ['', undefined],
    ['http://localhost:4174/assets/bowl.svg', 'http://localhost:4174/assets/bowl.svg'],
    ['https://cdn.example/x.png', 'https://cdn.example/x.png'],
    ['/assets/bowl.svg', '/assets/bowl.svg'],
    ['./assets/bowl.svg', './assets/bowl.svg'],
    ['data:image/svg+xml,%3Csvg%3E', 'data:image/svg+xml,%3Csvg%3E'],
    ['javascript:alert(1)', undefined],
    ['//evil.example/x.png', undefined],
    ['data:text/html,<script>', undefined],
    ['x" onerror="alert(1)', undefined],
  ])('%j → %j', (input, output) => {
    expect(safeImageSrc(input)).toBe(output);
  });
});

describe('countedList', () => {
  it.each<[string[], string[]]>([
    [[], []],
    [['Kombucha'], ['Kombucha']],
    [['Pop Drink', 'Pop Drink'], ['Pop Drink ×2']],
    [
      ['pop-drink', 'Kombucha', 'pop-drink'],
      ['Pop drink ×2', 'Kombucha'],
    ],
  ])('%j → %j', (input, output) => {
    expect(countedList(input)).toEqual(output);
  });
});

describe('itemsText', () => {
  it.each([
    [0, '0 items'],
    [1, '1 item'],
    [2, '2 items'],
  ])('%i → %s', (n, text) => {
    expect(itemsText(n)).toBe(text);
  });
});
