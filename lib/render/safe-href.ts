/**
 * The only URLs the renderer will put in an `href`: site-relative paths,
 * fragments and http(s). Everything reaches here from callbacks, graph data or
 * the source text, so nothing is trusted, not even our own `urlOf`.
 */
export function safeHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null
  // Browsers ignore control characters and whitespace inside a scheme
  // ("java\tscript:"), so any of them makes the URL unusable rather than cleaned.
  if (url === '' || /[\u0000-\u0020\u007f-\u009f]/.test(url)) return null
  // Browsers read `\` as `/`, so `/\evil.example` would leave the site just like `//evil.example`.
  if (url.startsWith('//') || url.includes('\\')) return null
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)
  if (scheme) {
    const name = scheme[1].toLowerCase()
    return name === 'http' || name === 'https' ? url : null
  }
  // A relative URL whose first segment contains ':' is read as a scheme.
  if (/^[^/?#]*:/.test(url)) return null
  return url
}
