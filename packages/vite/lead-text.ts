const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/**
 * The page's lead text for its meta description: the first paragraph (or intro block) after its heading that says
 * something (30+ characters), as plain text, at most 160 characters.
 */
export function leadText(html: string): string {
  const afterHeading = html.slice(Math.max(0, html.indexOf('</h1>')));
  for (const match of afterHeading.matchAll(
    /<(?:p|div)\b[^>]*>([\s\S]*?)(?=<\/p>|<\/div>|<div\b|<p\b|<ul\b|<h[1-6]\b)/g,
  )) {
    const text = (match[1] ?? '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
      .replace(/\s+/g, ' ')
      .trim();
    if (text.length >= 30) return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
  }
  return '';
}
