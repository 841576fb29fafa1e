// Plain JS so next.config.js (server), scripts/serve.ts and the export script send the same headers.

const BASE_POLICY = [
  "default-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
]

/**
 * Static pages carry Next's RSC payload in inline <script> tags. Where the build's hashes of a
 * page's inline scripts are known (scripts/csp-hashes.ts), only those run; elsewhere (a page with
 * no prerendered HTML, a host that cannot send a header per page) inline scripts are allowed,
 * since nonces would need per-request rendering and give up the static, offline-first site. The one
 * page rendered per request ("as of" a date, scripts/serve.ts) passes `nonce-<value>` as its one source.
 */
export function contentSecurityPolicy(scriptHashes) {
  const scripts = scriptHashes ? ["'self'", ...scriptHashes.map((h) => `'${h}'`)] : ["'self'", "'unsafe-inline'"]
  return [BASE_POLICY[0], `script-src ${scripts.join(' ')}`, ...BASE_POLICY.slice(1)].join('; ')
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

/** Every header but the Content-Security-Policy, which depends on the page. */
export const BASE_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
]

export const SECURITY_HEADERS = [{ key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY }, ...BASE_SECURITY_HEADERS]
