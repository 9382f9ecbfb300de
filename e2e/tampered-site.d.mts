export const TAMPERED_SHELL_ORIGIN: string;
export const TAMPERED_MENU_ORIGIN: string;
export function startTamperedSite(): Promise<{ shellOrigin: string; alteredUrl: string; stop: () => void }>;
