export const FIRST_SCREEN_END_ID: string;
export function firstScreenExpect(html: string): string;
