// Section titles as situations keys compare them (situations.ts, untitled-rules.ts).

/** Titles compared with case, accents, quotes, dashes and punctuation folded. */
export const foldTitle = (t: string): string =>
  t
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** An infraction's name without its class ("Game Play Error — Hidden Card Error": "hidden card error"). */
export const nameOf = (t: string): string => foldTitle(t.split(/\s[—–-]\s/).pop() ?? t)

export const titlesMatch = (a: string, b: string): boolean => foldTitle(a) === foldTitle(b) || nameOf(a) === nameOf(b)
