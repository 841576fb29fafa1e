/**
 * Stands for the site's origin in quotes made at build time; the copy buttons replace it in the browser.
 * Safe to import from client components (no server code here).
 */
export const ORIGIN_PLACEHOLDER = 'https://origin.invalid'
