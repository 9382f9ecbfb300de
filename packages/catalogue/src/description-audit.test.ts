// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allBowls } from './countries';
import { descriptionAudit, significantWords } from './description-audit';
import type { Bowl } from './types';

const bowl = (description: string): Pick<Bowl, 'id' | 'description' | 'core' | 'fixed'> => ({
  id: 'test-bowl',
  description,
  fixed: ['hummus'],
  core: [
    {
      id: 'base',
      name: 'Base',
      required: true,
      select: 1,
      choices: [
        { id: 'mixed-greens', name: 'Mixed greens' },
        { id: 'quinoa', name: 'Lemon quinoa', extraCents: 50 },
      ],
      standard: ['mixed-greens'],
    },
    {
      id: 'veg_included',
      name: 'Vegetables included',
      required: true,
      select: 2,
      choices: [
        { id: 'cucumber', name: 'Cucumber' },
        { id: 'cherry-tomatoes', name: 'Cherry tomatoes' },
        { id: 'kalamata-olives', name: 'Kalamata olives' },
      ],
      standard: ['cucumber', 'cherry-tomatoes'],
    },
  ],
});

describe('the description audit', () => {
  it('reads a name as what the part is, not how it is cooked', () => {
    expect(significantWords('Grilled halal chicken')).toEqual(['halal', 'chicken']);
    expect(significantWords('Cilantro-lime rice')).toEqual(['cilantro', 'lime', 'rice']);
    expect(significantWords('Lemon & Lime Wedge')).toEqual(['lemon', 'lime', 'wedge']);
  });

  it('passes a description that names the bowl as it opens', () => {
    expect(descriptionAudit(bowl('Mixed greens with hummus, cucumbers and cherry tomatoes.'))).toEqual([]);
  });

  it('fails on a choice the bowl does not open with, and on a standard part left unsaid', () => {
    expect(descriptionAudit(bowl('Lemony quinoa with hummus, cucumber, cherry tomatoes and olives.'))).toEqual([
      'test-bowl: the bowl opens with Mixed greens, its description does not say so',
      'test-bowl: its description names Lemon quinoa ("quinoa"), not in the bowl as it opens',
      'test-bowl: its description names Kalamata olives ("olives"), not in the bowl as it opens',
    ]);
  });

  it.each(allBowls().map((b) => [b.id, b] as const))('%s: its description names the bowl as it opens', (_id, b) => {
    expect(descriptionAudit(b)).toEqual([]);
  });
});
