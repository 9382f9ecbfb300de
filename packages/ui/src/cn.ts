/** Joins class names, skipping falsy ones. Later classes are appended; callers pass overrides last. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
