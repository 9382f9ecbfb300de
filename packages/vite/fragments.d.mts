export function splitLeadingLinks(html: string): { headLinks: string[]; html: string };
export function deferModulePreloads(html: string): string;
