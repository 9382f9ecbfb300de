// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMMUNITY_IDEAS, checkSuggestion, emptySuggestion, suggestionFromForm } from './suggestion';

const filled = { ...emptySuggestion(), bowlName: 'Zesty Bowl', countryInspiration: 'Mexico', base: 'Quinoa' };
const message = 'Please fill in bowl name, country inspiration, and base.';

describe('checkSuggestion (SPEC §5 Suggestion form)', () => {
  it.each([
    ['all required filled', filled, null],
    ['e-mail is optional', { ...filled, email: '' }, null],
    ['everything empty', emptySuggestion(), ['bowlName', 'countryInspiration', 'base']],
    ['no bowl name', { ...filled, bowlName: '' }, ['bowlName']],
    ['blank bowl name', { ...filled, bowlName: '   ' }, ['bowlName']],
    ['no country', { ...filled, countryInspiration: '' }, ['countryInspiration']],
    ['no base', { ...filled, base: '' }, ['base']],
  ])('%s', (_name, suggestion, missing) => {
    const result = checkSuggestion(suggestion);
    if (missing === null) expect(result).toEqual({ ok: true });
    else expect(result).toEqual({ ok: false, title: 'Missing Required Fields', message, missing });
  });
});

describe('community ideas', () => {
  it('each has the fields of SPEC §3 and a unique id', () => {
    expect(new Set(COMMUNITY_IDEAS.map((i) => i.id)).size).toBe(COMMUNITY_IDEAS.length);
    for (const idea of COMMUNITY_IDEAS) {
      expect(idea.bowlName && idea.country && idea.description && idea.author).toBeTruthy();
      expect(idea.ingredients.length).toBeGreaterThan(0);
    }
  });
});

describe('suggestionFromForm: what the fields hold at submit', () => {
  it('reads every text field and each list of checkboxes by its name', () => {
    const data = new FormData();
    data.set('bowlName', 'Shawarma Crunch');
    data.set('countryInspiration', 'Middle East');
    data.set('base', 'Quinoa');
    data.append('proteins', 'Falafel');
    data.append('proteins', 'Tofu');
    data.append('coldCrunch', 'Crispy Onions');
    data.set('notes', '<b>extra garlic</b>');
    expect(suggestionFromForm(data)).toEqual({
      ...emptySuggestion(),
      bowlName: 'Shawarma Crunch',
      countryInspiration: 'Middle East',
      base: 'Quinoa',
      proteins: ['Falafel', 'Tofu'],
      coldCrunch: ['Crispy Onions'],
      notes: '<b>extra garlic</b>',
    });
  });

  it('an empty form is the empty suggestion (and fails the required check)', () => {
    const read = suggestionFromForm(new FormData());
    expect(read).toEqual(emptySuggestion());
    expect(checkSuggestion(read).ok).toBe(false);
  });
});
