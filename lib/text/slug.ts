/** A title or name as a URL path segment: ASCII letters and digits, hyphens between words, at most `max` long. */
export function slug(text: string, max = 60): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return s.slice(0, max).replace(/-+$/, '') || 'untitled'
}
