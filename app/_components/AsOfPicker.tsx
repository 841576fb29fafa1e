'use client'
// "As of" on a static host: the page lists every distinct text of a rule number with the dates it was in force
// (li[data-from][data-until]); this reads ?asof=YYYY-MM-DD and marks the one in force. Without JS the list stays
// as it is, each entry with its dates and an anchor.
import { useEffect, useState } from 'react'

const ISO = /^\d{4}-\d{2}-\d{2}$/

export default function AsOfPicker() {
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
    setStatus(first ? `As of ${asof}: ${first.dataset.label ?? ''}` : `As of ${asof}: no text of this number was in force.`)
    first?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <p className="as-of-status" role="status">
      {status}
    </p>
  )
}
