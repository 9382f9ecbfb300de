export const ASSET_BASE: string;
export const SLOT_MARKER: string;
export const CLIENT_RENDER_DIGEST: string;
export function addressKey(pathname: string, search?: string): string | undefined;
export function fragmentFile(key: string): string;
export const BOOT_ELEMENT_ID: string;
export const DISCLAIMER_COOKIE: string;
export function splitLeadingLinks(html: string): { headLinks: string[]; html: string };
