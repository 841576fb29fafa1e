/** A rule number as a node's local id: kept as written where it is URL-safe; anything else becomes a dash. */
export function localFromNumber(number: string): string {
  return number.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || 'n'
}
