/**
 * Judges' and tournament players' shorthand (judge chats, the judge community's usage of the Infraction Procedure
 * Guide's and Tournament Rules' names), mapped to the words those documents use. Written from the community's
 * usage, not from the judged questions (lib/search/fixtures/judge-questions*.json): the infractions' initialisms,
 * the penalties', the rules enforcement levels', and the events whose level everyone knows.
 */

/**
 * A judge's token or phrase (lowercase words, single spaces) -> the documents' wording that replaces it. The
 * initialisms of section titles (GRV, HCE, FtMGS, IDAW, USC) are not listed here: the index derives them from the
 * titles themselves (initialisms.ts); these are the ones it cannot (a plural, a title's word split in two, one
 * initialism of two titles).
 */
export const SPELLED_OUT: Record<string, string> = {
  // ---- infractions (IPG section names)
  mts: 'missed triggers',
  grvs: 'game rule violations',
  gpes: 'game play errors',
  dlp: 'decklist problem',
  dp: 'deck problem',
  // ---- penalties
  dq: 'disqualification',
  dqs: 'disqualifications',
  dqd: 'disqualified',
  dqed: 'disqualified',
  gl: 'game loss',
  ml: 'match loss',
  // ---- people, procedures and events
  sb: 'sideboard',
  sbing: 'sideboarding',
  maindeck: 'main deck',
  comp: 'competitive',
}

/**
 * A judge's word -> words of the documents it ALSO searches (the word itself is still searched), with a weight.
 * The events whose rules enforcement level is part of their name in the community: Friday Night Magic (FNM) and
 * prereleases are run at Regular, qualifiers (RCQ, PTQ) at Competitive (MTR Appendix F lists them so); the
 * initialisms are not the documents' words, so they search the level's.
 */
export const ALSO: Record<string, Array<[string, number]>> = {
  fnm: [['regular', 0.6]],
  fnms: [['regular', 0.6]],
  rcq: [['competitive', 0.6], ['qualifier', 0.5]],
  rcqs: [['competitive', 0.6], ['qualifier', 0.5]],
  ptq: [['competitive', 0.6], ['qualifier', 0.5]],
  pptq: [['competitive', 0.6], ['qualifier', 0.5]],
  prerelease: [['regular', 0.5]],
  prereleases: [['regular', 0.5]],
  qualifier: [['competitive', 0.5]],
  qualifiers: [['competitive', 0.5]],
}

/**
 * Initialisms that are also English words when written in lowercase ("ID": an intentional draw; "id": "I'd"): read
 * only when written in capitals, before the query is lowercased.
 */
export const CAPITALS: Record<string, string> = {
  ID: 'intentional draw',
  IDs: 'intentional draws',
  IDed: 'intentionally drew',
  IDd: 'intentionally drew',
}
