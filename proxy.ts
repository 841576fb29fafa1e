/**
 * Old-style number links keep working on the server: `/r/419.6A` and `/r/419.6a.` redirect
 * to `/r/419.6a`. (The static export: host redirect rules, and its 404 page for what a host leaves, lib/site/moved.ts.)
 */
import { NextResponse, type NextRequest } from 'next/server'
import { canonicalNumber } from './lib/rule-number/canonical.mjs'

export function proxy(request: NextRequest) {
  const raw = request.nextUrl.pathname.slice('/r/'.length)
  let number: string
  try {
    number = decodeURIComponent(raw)
  } catch {
    return NextResponse.next()
  }
  const canonical = canonicalNumber(number)
  if (!canonical || canonical === number) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = `/r/${encodeURIComponent(canonical)}`
  return NextResponse.redirect(url, 308)
}

export const config = { matcher: '/r/:number+' }
