/**
 * Small judge documents written from how the issue describes the published PDFs (title and effective date
 * on the first page, a table of contents with dot leaders, numbered sections, an IPG infraction heading
 * ending with its penalty, Definition / Examples / Philosophy / Additional Remedy subheadings and
 * "Upgrade:" paragraphs, appendices, page-number footers, a running header, a word broken at a line end,
 * references to other sections, documents and rules). Tests turn them into real PDFs with pdf-lib
 * (lib/text/pdf/test-pdf.ts); the browser tests' site content does too. Two versions of the Tournament
 * Rules differ the way real ones do: a section renumbered, one edited, one added.
 */
import type { TestDocument, TestLine } from '../../text/pdf/test-pdf.js'

const leaders = (label: string, page: number): TestLine => ({ text: `${label} ${'.'.repeat(Math.max(4, 90 - label.length))} ${page}` })
const h1 = (number: string, title: string): TestLine => ({ text: `${number}. ${title}`, bold: true, size: 14, gap: 10 })
const h2 = (number: string, title: string): TestLine => ({ text: number, tab: { x: 90, text: title }, gap: 10 })
const para = (...lines: string[]): TestLine[] => lines.map((text, i) => ({ text, gap: i === 0 ? 8 : 0 }))

/** How an older version of the small Tournament Rules differs from version 1: its date, and its 3.2. */
export interface OlderMtr {
  /** "Effective January 20, 2017". */
  date: string
  proxyTitle: string
  proxyText: string
}

/**
 * The Magic Tournament Rules of the given version: `1` (2023-09-01) or `2` (2024-02-02, renumbered); `older` makes
 * version 1 as an earlier version had it (`olderMtrs`).
 */
export function smallMtr(version: 1 | 2, older?: OlderMtr): TestDocument {
  const date = older ? older.date : version === 1 ? 'Effective September 1, 2023' : 'Effective February 2, 2024'
  const proxy = older ? [older.proxyTitle, older.proxyText] : ['Proxy Cards', 'Proxy cards may be issued only by a judge, to replace a card damaged during the tournament.']
  // Version 2 moves "Two-Headed Giant Play/Draw" from 2.2 to 3.3 and inserts 2.2 "Deck Checks".
  const mechanics =
    version === 1
      ? [['2.1', 'Match Structure'], ['2.2', 'Two-Headed Giant Play/Draw'], ['2.3', 'Pregame Procedures']]
      : [['2.1', 'Match Structure'], ['2.2', 'Deck Checks'], ['2.3', 'Pregame Procedures']]
  const rules = version === 1 ? [['3.1', 'Tiebreakers'], ['3.2', proxy[0]]] : [['3.1', 'Tiebreakers'], ['3.2', proxy[0]], ['3.3', 'Two-Headed Giant Play/Draw']]
  const contents: TestLine[] = [
    leaders('Introduction', 2),
    leaders('1. Tournament Fundamentals', 2),
    leaders('1.1 Tournament Types', 2),
    leaders('1.2 Rules Enforcement Levels', 2),
    leaders('2. Tournament Mechanics', 2),
    ...mechanics.map(([n, t]) => leaders(`${n} ${t}`, 2)),
    leaders('3. Tournament Rules', 3),
    ...rules.map(([n, t]) => leaders(`${n} ${t}`, 3)),
    leaders('Appendix A—Changes From Previous Versions', 3),
    leaders('Appendix B—Time Limits', 3),
    leaders('Booster Draft Timing', 3),
  ]
  const twoHeadedGiant = [
    ...para(
      'In Two-Headed Giant matches, the team that plays first skips the draw step of its first turn. The team that',
      'lost the previous game chooses whether to play first (see section 2.1).',
    ),
  ]
  const page2: TestLine[] = [
    { text: 'Introduction', bold: true, size: 14 },
    ...para(
      'This document provides the infrastructure used to run Magic tournaments. Information in this document may',
      'contradict the Comprehensive Rules; in such cases, this document takes precedence. See also section 2.2 of the',
      'Infraction Procedure Guide for how looking at extra cards is penalized.',
    ),
    h1('1', 'Tournament Fundamentals'),
    h2('1.1', 'Tournament Types'),
    ...para('There are two types of sanctioned tournaments: rated and casual. Rated tournaments are further divided into', 'Premier and non-Premier tournaments.'),
    h2('1.2', 'Rules Enforcement Levels'),
    ...para(
      'Rules Enforcement Levels are a way to communicate to players and judges what expectations they can have of',
      version === 1
        ? 'the tournament. Regular REL is for fun events; Competitive REL is for tourna-'
        : 'the tournament. Regular REL is for casual events; Competitive REL is for tourna-',
      'ments where prizes are significant. The tournament is what the Head Judge says it is.',
    ),
    h1('2', 'Tournament Mechanics'),
    h2(mechanics[0][0], mechanics[0][1]),
    ...para(
      'A Magic match consists of a series of games that are played until one player has won two games. Drawn games',
      'do not count toward this goal. The player who won the previous game chooses to play first, as in rule 103.1,',
      'and the tiebreakers of MTR 3.1 decide standings.',
    ),
    h2(mechanics[1][0], mechanics[1][1]),
    ...(version === 1
      ? twoHeadedGiant
      : para('Deck checks are performed at all Competitive and Professional REL tournaments. See CR 100.2a for deck sizes.')),
  ]
  const page3: TestLine[] = [
    h2(mechanics[2][0], mechanics[2][1]),
    ...para('Players must shuffle their decks before each game. Once decks are presented, players may not sideboard.'),
    { text: 'Examples', gap: 8 },
    { text: '1. A player presents their deck and then swaps a card from their sideboard.' },
    { text: '2. A player shuffles their opponent’s deck and accidentally sees a card.' },
    h1('3', 'Tournament Rules'),
    h2(rules[0][0], rules[0][1]),
    ...para('Tiebreakers are match points, then opponents’ match-win percentage (see Appendix B).'),
    h2(rules[1][0], rules[1][1]),
    ...para(proxy[1]),
    ...(version === 2 ? [h2(rules[2][0], rules[2][1]), ...twoHeadedGiant] : []),
    { text: 'Appendix A—Changes From Previous Versions', bold: true, size: 14, gap: 12 },
    ...para(version === 1 ? '1.1: Clarified tournament types.' : '2.2: Deck Checks added. Two-Headed Giant Play/Draw moved to 3.3.'),
    { text: 'Appendix B—Time Limits', bold: true, size: 14, gap: 12 },
    ...para('The following are the minimum time limits for rounds at all Rules Enforcement Levels.'),
    { text: 'Booster Draft Timing', bold: true, gap: 8 },
    ...para('Draft time per pick is 40 seconds for the first pick, decreasing as the pack gets smaller.'),
  ]
  return {
    footer: '#',
    header: 'Magic: The Gathering Tournament Rules',
    pages: [[{ text: 'MAGIC: THE GATHERING® TOURNAMENT RULES', bold: true, size: 16 }, { text: date, gap: 2 }, { text: '', gap: 6 }, ...contents], page2, page3],
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * `count` earlier versions of the small Tournament Rules, oldest first, one every six months from January 2017
 * (before version 1, 2023-09-01, for up to 13): the history of many versions a site at full size has, kept small.
 * Their 3.2 reads three ways: "Proxies" by the Head Judge (the first five), "Proxy Cards" during play (the rest),
 * then version 1's own words; every other section reads as in version 1.
 */
export function olderMtrs(count = 12): TestDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const month = (i % 2) * 6
    const year = 2017 + Math.floor(i / 2)
    const [proxyTitle, proxyText] =
      i < 5
        ? ['Proxies', 'Proxies may be issued only by the Head Judge, to replace a card damaged during the tournament.']
        : ['Proxy Cards', 'Proxy cards may be issued only by a judge, to replace a card damaged during play.']
    return smallMtr(1, { date: `Effective ${MONTHS[month]} ${10 + (i % 3)}, ${year}`, proxyTitle, proxyText })
  })
}

/** A small Infraction Procedure Guide, effective September 1, 2023. */
/**
 * The Infraction Procedure Guide: `1` (2023-09-01), or `2` (2027-02-05, a version newer than any published one, for
 * tests of what must work on a version nobody has seen): 2.3 Hidden Card Error added.
 */
export function smallIpg(version: 1 | 2 = 1): TestDocument {
  const contents: TestLine[] = [
    leaders('Introduction', 1),
    leaders('1. General Philosophy', 2),
    leaders('1.1. Definition of Penalties', 2),
    leaders('2. Game Play Errors', 2),
    leaders('2.1. Game Play Error — Missed Trigger', 2),
    leaders('2.2. Game Play Error — Looking at Extra Cards', 2),
    ...(version === 2 ? [leaders('2.3. Game Play Error — Hidden Card Error', 2)] : []),
    leaders('3. Tournament Errors', 3),
    leaders('3.1. Tournament Error — Outside Assistance', 3),
    leaders('4. Unsporting Conduct', 3),
    leaders('4.1. Unsporting Conduct — Cheating', 3),
    leaders('Appendix A — Penalty Quick Reference', 3),
  ]
  const infraction = (number: string, title: string, penalty: string): TestLine => ({
    text: number,
    bold: true,
    tab: { x: 90, text: title },
    right: penalty,
    gap: 12,
  })
  const page2: TestLine[] = [
    { text: 'INTRODUCTION', bold: true, size: 14 },
    ...para('This guide provides judges the appropriate penalties and procedures to handle rules violations at Competitive', 'and Professional Rules Enforcement Level.'),
    { text: '1. GENERAL PHILOSOPHY', bold: true, size: 14, gap: 12 },
    { text: '1.1.', bold: true, tab: { x: 90, text: 'Definition of Penalties' }, gap: 10 },
    ...para('A Warning is recorded. A Game Loss ends the current game. A Match Loss ends the current match.'),
    { text: '2. GAME PLAY ERRORS', bold: true, size: 14, gap: 12 },
    infraction('2.1.', 'Game Play Error — Missed Trigger', 'No Penalty'),
    { text: 'Definition', bold: true, x: 90, gap: 6 },
    { text: 'A triggered ability triggers, but the player controlling it doesn’t demonstrate awareness of it.', x: 90 },
    infraction('2.2.', 'Game Play Error — Looking at Extra Cards', 'Warning'),
    { text: 'Definition', bold: true, x: 90, gap: 6 },
    { text: 'A player takes an action that may have enabled them to see the faces of cards in a library that they', x: 90 },
    { text: 'were not entitled to see.', x: 90 },
    { text: 'Examples', bold: true, x: 90, gap: 6 },
    { text: 'A. A player accidentally reveals a card while shuffling their opponent’s library.', x: 108 },
    { text: 'B. A player pulls up an extra card while drawing from their library.', x: 108 },
    { text: 'Philosophy', bold: true, x: 90, gap: 6 },
    { text: 'A player can accidentally look at extra cards easily (see section 2.1 for triggers, and rule 121.1).', x: 90 },
    { text: 'Additional Remedy', bold: true, x: 90, gap: 6 },
    { text: 'Shuffle any previously unknown cards into the random portion of the library.', x: 90 },
    { text: 'Upgrade: If the player took an action after seeing the card, the penalty is a Game Loss.', x: 90, gap: 6 },
    ...(version === 2
      ? [
          infraction('2.3.', 'Game Play Error — Hidden Card Error', 'Warning'),
          { text: 'Definition', bold: true, x: 90, gap: 6 },
          { text: 'A player commits an error in the game that cannot be corrected by only publicly available information.', x: 90 },
        ]
      : []),
  ]
  const page3: TestLine[] = [
    { text: '3. TOURNAMENT ERRORS', bold: true, size: 14 },
    infraction('3.1.', 'Tournament Error — Outside Assistance', 'Match Loss'),
    { text: 'Definition', bold: true, x: 90, gap: 6 },
    { text: 'A player seeks play advice during a match, as forbidden by MTR 2.3 and section 3.1 of the Magic Tournament', x: 90 },
    { text: 'Rules.', x: 90 },
    { text: '4. UNSPORTING CONDUCT', bold: true, size: 14, gap: 12 },
    infraction('4.1.', 'Unsporting Conduct — Cheating', 'Disqualification'),
    { text: 'Definition', bold: true, x: 90, gap: 6 },
    { text: 'A person breaks a rule defined by the tournament documents, lies, or misrepresents information.', x: 90 },
    { text: 'APPENDIX A — PENALTY QUICK REFERENCE', bold: true, size: 14, gap: 12 },
    { text: 'Missed Trigger', x: 90, tab: { x: 400, text: 'No Penalty' }, gap: 6 },
    { text: 'Looking at Extra Cards', x: 90, tab: { x: 400, text: 'Warning' } },
    { text: 'Outside Assistance', x: 90, tab: { x: 400, text: 'Match Loss' } },
    { text: 'Cheating', x: 90, tab: { x: 400, text: 'Disqualification' } },
  ]
  return {
    footer: '#',
    pages: [
      [
        { text: 'MAGIC: THE GATHERING INFRACTION PROCEDURE GUIDE', bold: true, size: 16 },
        { text: version === 2 ? 'Effective February 5, 2027' : 'Effective September 1, 2023', gap: 2 },
        { text: 'CONTENTS', bold: true, gap: 12 },
        ...contents,
      ],
      page2,
      page3,
    ],
  }
}

/** A small Judging at Regular REL: no contents, no numbers; bold headings. */
export function smallJar(): TestDocument {
  return {
    pages: [
      [
        { text: 'Judging at Regular Rules Enforcement Level (REL)', bold: true, size: 14 },
        { text: 'Updated September 1, 2023', gap: 4 },
        ...para('Most Magic players play for fun. Judges are the last word when a dispute or question arises.'),
        { text: 'Common Issues', bold: true, x: 250, gap: 14 },
        { text: 'A player forgets a triggered ability', bold: true, gap: 8 },
        ...para('These abilities are considered missed if the player did not acknowledge them.'),
        { text: 'A player sees a card in a library that they shouldn’t have seen', bold: true, gap: 8 },
        ...para('Shuffle the card seen into the unknown portion of the library.'),
        { text: 'Serious Problems', bold: true, x: 245, gap: 14 },
        ...para('Certain actions will not be tolerated under any circumstances; see the Infraction Procedure Guide.'),
      ],
    ],
  }
}
