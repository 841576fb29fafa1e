'use client'
// "As of" on a static host: the page lists every distinct text of the rule a number (or a judge document's short
// link) names today, newest first, with the dates it was in force and its number then (ol.intervals >
// li[data-from][data-number] with its label in summary .label, each version inside as li.version, dated in a judge
// section's list by data-date; a row ends where the newer row starts, or the list's data-removed for the newest,
// unless its data-until says otherwise: app/_components/Intervals.tsx); this reads
// ?asof=YYYY-MM-DD, opens and marks the one in force and says so in one line, as the server's answer does
// (lib/site/as-of.ts, lib/site/judge.ts). Without JS the list stays as it is, each row with its dates (and `npm start`
// answers ?asof= itself).
import { useEffect } from 'react'
import { asOfLine, sectionAsOfLine } from '@/lib/site/as-of-line'

const ISO = /^\d{4}-\d{2}-\d{2}$/

/**
 * Renders nothing: it writes its line into the page's `p.as-of-status`, which the server's HTML holds (a History, a
 * number's or a judge section's "as of" list), so the lists and their status stay out of the hydration payload. A
 * list with a document name (`data-name`) is a judge section's, whose line names the version in force.
 */
export default function AsOfPicker() {
  useEffect(() => {
    const asof = new URLSearchParams(window.location.search).get('asof')
    if (!asof || !ISO.test(asof)) return
    const input = document.querySelector<HTMLInputElement>('form.as-of-form input[name="asof"]')
    if (input) input.value = asof
    let first: HTMLElement | null = null
    for (const list of document.querySelectorAll<HTMLElement>('ol.intervals')) {
      let newerFrom = list.dataset.removed ?? ''
      for (const li of list.querySelectorAll<HTMLElement>(':scope > li[data-from]')) {
        const until = li.dataset.until ?? newerFrom
        newerFrom = li.dataset.from!
        const inForce = li.dataset.from! <= asof && (!until || asof < until)
        li.classList.toggle('picked', inForce)
        const details = li.querySelector('details')
        if (details) details.open = inForce
        if (inForce) {
          li.setAttribute('aria-current', 'true')
          first ??= li
        } else li.removeAttribute('aria-current')
      }
    }
    const list = document.querySelector<HTMLElement>('ol.intervals')
    const rows = list?.querySelectorAll<HTMLElement>(':scope > li[data-from]')
    const earliest = rows?.[rows.length - 1]?.dataset.from || null
    const facts = { firstVersion: list?.dataset.first || null, firstAppears: earliest, removedOn: list?.dataset.removed || null }
    let line: string
    if (list?.dataset.name !== undefined) {
      // The version in force: the newest of the row's versions dated on or before the day.
      const dates = [...(first?.querySelectorAll<HTMLElement>('li.version[data-date]') ?? [])].map((v) => v.dataset.date!).filter((d) => d <= asof)
      const versionDate = dates.sort().pop() ?? null
      line = sectionAsOfLine(asof, { name: list.dataset.name, label: first?.querySelector('summary .label')?.textContent ?? null, versionDate, ...facts })
    } else {
      line = asOfLine(asof, { numberThen: first?.dataset.number || null, ...facts })
    }
    const status = document.querySelector<HTMLElement>('p.as-of-status')
    if (status) status.textContent = line
    first?.scrollIntoView({ block: 'start' })
  }, [])
  return null
}
