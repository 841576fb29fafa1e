/**
 * Who a citation names, as one display name and one URL-safe key: `bethmo` and `Bethmo`, `D'Angelo` and
 * `DAngelo` are one source. Here, below lib/graph, because parsers seed citations too (an article's asker).
 */
interface KnownSource {
  source: string
  sourceKey: string
  /** Spellings seen or expected, compared after `compact()`. */
  aliases: string[]
}

// The alias table is the one place where people and publications are named;
// keys are stable because source pages are addressed by them.
const KNOWN: KnownSource[] = [
  { source: 'Comprehensive Rules', sourceKey: 'comprules', aliases: ['CompRules', 'Comp Rules', 'Comprehensive Rules', 'CR'] },
  { source: "D'Angelo", sourceKey: 'dangelo', aliases: ["D'Angelo", 'DAngelo', "Stephen D'Angelo", "Steve D'Angelo"] },
  {
    source: 'WotC Rules Team',
    sourceKey: 'wotc-rules-team',
    aliases: ['WotC Rules Team', 'Rules Team', 'WotC', 'Wizards Rules Team', 'WOTC Rules'],
  },
  // The publisher itself: today's rulings (Scryfall's `wotc` source, release notes, set FAQs) are its word, not the
  // 1990s rules team's.
  { source: 'Wizards of the Coast', sourceKey: 'wotc', aliases: ['Wizards of the Coast', 'Wizards'] },
  { source: 'DeLaney', sourceKey: 'delaney', aliases: ['DeLaney', 'Delaney'] },
  { source: 'Dommermuth', sourceKey: 'dommermuth', aliases: ['Dommermuth'] },
  { source: 'Bethmo', sourceKey: 'bethmo', aliases: ['bethmo', 'Beth Moursund'] },
  { source: 'Aahz', sourceKey: 'aahz', aliases: ['Aahz'] },
  { source: 'Snark', sourceKey: 'snark', aliases: ['Snark'] },
  { source: 'Chris Page', sourceKey: 'chris-page', aliases: ['Chris Page'] },
  { source: 'FAQ', sourceKey: 'faq', aliases: ['FAQ'] },
  { source: 'Mercadian Masques FAQ', sourceKey: 'mercadian-masques-faq', aliases: ['MM FAQ', 'Mercadian Masques FAQ'] },
  { source: 'Judgment FAQ', sourceKey: 'judgment-faq', aliases: ['Judgment FAQ'] },
  // A bare `[Page 37]` in the 1994 summary cites a page of the rulebook.
  { source: 'Rulebook', sourceKey: 'rulebook', aliases: ['Rulebook', 'Rule Book', 'Rules', 'Page'] },
  { source: 'Fifth Edition', sourceKey: 'fifth-edition', aliases: ['Fifth Edition', '5th Edition', '5E'] },
  { source: 'Fourth Edition', sourceKey: 'fourth-edition', aliases: ['Fourth Edition', '4th Edition', '4E'] },
  { source: 'Classic Sixth Edition', sourceKey: 'sixth-edition', aliases: ['Classic Sixth Edition', 'Sixth Edition', '6th Edition', '6E'] },
  { source: 'Revised', sourceKey: 'revised', aliases: ['Revised', 'Revised Edition'] },
]

/** Lower case, letters and digits only: `D''Angelo`, `D’Angelo` and `DAngelo` meet. */
function compact(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '')
}

const BY_ALIAS = new Map<string, KnownSource>()
for (const known of KNOWN) for (const alias of known.aliases) BY_ALIAS.set(compact(alias), known)

/** True when the name is one of the sources the table knows, by any of its spellings. */
export function isKnownSource(name: string): boolean {
  return BY_ALIAS.has(compact(name.replace(/\s+/g, ' ').trim()))
}

/** Canonical display name and URL-safe key for a source as written. */
export function normaliseSource(name: string): { source: string; sourceKey: string } {
  const written = name.replace(/\s+/g, ' ').trim()
  const known = BY_ALIAS.get(compact(written))
  if (known) return { source: known.source, sourceKey: known.sourceKey }
  // Unknown names still need one page per person: `someone` and `Someone` meet.
  const source = /^[a-z]/.test(written) && written === written.toLowerCase() ? written[0].toUpperCase() + written.slice(1) : written
  const sourceKey = written
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return { source, sourceKey: sourceKey || 'unknown' }
}
