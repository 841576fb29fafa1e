'use client'
// Copy the link, a Markdown quote or a BBCode quote of a rule. The quotes are made at build time with a placeholder
// origin (the site's address is only known in the browser) that is swapped for location.origin on click. They are in
// the page's HTML (`<template id="quote-markdown">`, NodeParts), not in this component's props: props are written into
// the page a second time, for hydration.
import { useState } from 'react'
import { ORIGIN_PLACEHOLDER } from '@/lib/site/origin'

type Kind = 'link' | 'markdown' | 'bbcode'

const quote = (kind: 'markdown' | 'bbcode') => document.querySelector<HTMLTemplateElement>(`template#quote-${kind}`)?.content.textContent ?? ''

export default function CopyButtons({ path }: { path: string }) {
  const [done, setDone] = useState<Kind | null>(null)
  async function copy(kind: Kind) {
    const origin = window.location.origin
    const text = kind === 'link' ? origin + path : quote(kind).split(ORIGIN_PLACEHOLDER).join(origin)
    try {
      await navigator.clipboard.writeText(text)
      setDone(kind)
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): show the text so it can be copied by hand.
      window.prompt('Copy this:', text)
    }
  }
  const button = (kind: Kind, label: string) => (
    <button type="button" onClick={() => copy(kind)} aria-live="polite">
      {done === kind ? 'Copied' : label}
    </button>
  )
  return (
    <div className="copy-buttons" role="group" aria-label="Share this rule">
      {button('link', 'Copy link')}
      {button('markdown', 'Copy Markdown')}
      {button('bbcode', 'Copy BBCode')}
    </div>
  )
}
