/**
 * A card object's Oracle text as a node's text, in the order a card prints it: mana cost, type line, rules text,
 * then power/toughness, loyalty or defense. A card with faces (`card_faces`: transform, modal, split, adventure,
 * flip) gives each face under its own name. Pure.
 */

export interface CardFields {
  name?: unknown
  mana_cost?: unknown
  type_line?: unknown
  oracle_text?: unknown
  power?: unknown
  toughness?: unknown
  loyalty?: unknown
  defense?: unknown
  card_faces?: unknown
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')

function faceLines(face: CardFields): string[] {
  const lines: string[] = []
  if (str(face.mana_cost)) lines.push(str(face.mana_cost))
  if (str(face.type_line)) lines.push(str(face.type_line))
  for (const line of str(face.oracle_text).split('\n')) if (line.trim()) lines.push(line.trim())
  if (str(face.power) || str(face.toughness)) lines.push(`${str(face.power)}/${str(face.toughness)}`)
  if (str(face.loyalty)) lines.push(`Loyalty: ${str(face.loyalty)}`)
  if (str(face.defense)) lines.push(`Defense: ${str(face.defense)}`)
  return lines
}

export function cardFaces(card: CardFields): CardFields[] | null {
  const faces = Array.isArray(card.card_faces) ? (card.card_faces as unknown[]).filter((f): f is CardFields => !!f && typeof f === 'object') : []
  return faces.length > 0 ? faces : null
}

export function cardText(card: CardFields): string {
  const faces = cardFaces(card)
  if (!faces) return faceLines(card).join('\n')
  return faces.flatMap((face) => [str(face.name), ...faceLines(face)].filter(Boolean)).join('\n')
}
