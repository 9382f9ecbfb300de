import chinaPattern from '../assets/patterns/china.svg';
import easternEuropePattern from '../assets/patterns/eastern-europe.svg';
import indiaPattern from '../assets/patterns/india.svg';
import italyPattern from '../assets/patterns/italy.svg';
import mexicoPattern from '../assets/patterns/mexico.svg';
import middleEastPattern from '../assets/patterns/middle-east.svg';
import northAmericaPattern from '../assets/patterns/north-america.svg';
import southeastAsiaPattern from '../assets/patterns/southeast-asia.svg';
import westAsiaPattern from '../assets/patterns/west-asia.svg';
import { THEME_IDS, type ThemeId } from './theme-ids';

/**
 * The nine builder themes (SPEC §2, ?theme={countryId}): a colour (white text on it passes AA) and a subtle
 * background pattern, applied to the builder's frame only.
 */
export interface BuilderTheme {
  id: string;
  name: string;
  /** Strong colour of the header band and the chosen state; white text on it is at least 4.5:1. */
  color: string;
  /** A pale wash behind the pattern. */
  wash: string;
  pattern: string;
}

const LOOKS: Record<ThemeId, Omit<BuilderTheme, 'id'>> = {
  mexico: { name: 'Mexico', color: '#9a3412', wash: '#fff4ec', pattern: mexicoPattern },
  india: { name: 'India', color: '#a14a06', wash: '#fff8eb', pattern: indiaPattern },
  'north-america': { name: 'North America', color: '#1e3a8a', wash: '#f1f5ff', pattern: northAmericaPattern },
  italy: { name: 'Italy', color: '#166534', wash: '#f0faf3', pattern: italyPattern },
  'eastern-europe': { name: 'Eastern Europe', color: '#991b1b', wash: '#fff3f3', pattern: easternEuropePattern },
  china: { name: 'China', color: '#b91c1c', wash: '#fff5f2', pattern: chinaPattern },
  'southeast-asia': { name: 'Southeast Asia', color: '#0f766e', wash: '#effcf9', pattern: southeastAsiaPattern },
  'middle-east': { name: 'Middle East', color: '#1d4ed8', wash: '#f1f6ff', pattern: middleEastPattern },
  'west-asia': { name: 'West Asia', color: '#9f1239', wash: '#fff1f4', pattern: westAsiaPattern },
};

export const THEMES: readonly BuilderTheme[] = THEME_IDS.map((id) => ({ id, ...LOOKS[id] }));

/** The theme named by ?theme=, or null for no or an unknown theme (which is ignored). */
export function themeFromQuery(value: string | null): BuilderTheme | null {
  if (!value) return null;
  return THEMES.find((t) => t.id === value) ?? null;
}
