'use client'
// "As of" on a static host: the page lists every distinct text of the rule a number names today, with the dates it
// was in force and its number then (li[data-from][data-until][data-number]); this reads ?asof=YYYY-MM-DD, marks the
// one in force and says so in one line, as the server's answer does (lib/site/as-of.ts). Without JS the list stays
// as it is, each entry with its dates and an anchor (and `npm start` answers ?asof= itself).
import { useEffect, useState } from 'react'
import { asOfLine, sectionAsOfLine } from '@/lib/site/as-of-line'

const ISO = /^\d{4}-\d{2}-\d{2}$/

/** `section`: the list is a judge document's section by number (`MTR 2.2`), whatever rule held the number. */
export default function AsOfPicker({ section }: { section?: string } = {}) {
  const [status, setStatus] = useState('')
  useEffect(() => {
    const asof = new URLSearchParams(window.location.search).get('asof')
    if (!asof || !ISO.test(asof)) return
    const input = document.querySelector<HTMLInputElement>('form.as-of-form input[name="asof"]')
    if (input) input.value = asof
    let first: HTMLElement | null = null
    for (const li of document.querySelectorAll<HTMLElement>('li[data-from]')) {
      const until = li.dataset.until
      const inForce = li.dataset.from! <= asof && (!until || asof < until)
      li.classList.toggle('picked', inForce)
      if (inForce) {
        li.setAttribute('aria-current', 'true')
        first ??= li
      } else li.removeAttribute('aria-current')
    }
    const list = document.querySelector<HTMLElement>('ol.asof-versions')
    const earliest = list?.querySelector<HTMLElement>('li[data-from]')?.dataset.from
    if (section) {
      setStatus(sectionAsOfLine(asof, section, first?.dataset.label ?? null))
      first?.scrollIntoView({ block: 'start' })
      return
    }
    setStatus(
      asOfLine(asof, {
        numberThen: first?.dataset.number ?? null,
        firstVersion: list?.dataset.first || null,
        firstAppears: earliest || null,
        removedOn: list?.dataset.removed || null,
      }),
    )
    first?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <p className="as-of-status" role="status">
      {status}
    </p>
  )
}
