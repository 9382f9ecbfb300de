/** The builder's themes by id, in menu order (?theme=): their looks are in themes.ts. Apart so the route table can list them. */
export const THEME_IDS = [
  'mexico',
  'india',
  'north-america',
  'italy',
  'eastern-europe',
  'china',
  'southeast-asia',
  'middle-east',
  'west-asia',
] as const;

export type ThemeId = (typeof THEME_IDS)[number];
