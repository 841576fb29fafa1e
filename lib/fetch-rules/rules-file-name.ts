/**
 * The name the download is saved under in content/. The official one, decoded
 * (`MagicCompRules 20260116.txt`), tells a user what the file is and makes the
 * document id `magiccomprules-20260116` (lib/graph/ids.ts), one per release, so a
 * later release never takes an earlier one's permalinks.
 */

/** A name that is one plain file in the folder: no path, not hidden, a `.txt`. */
function isSafeName(name: string): boolean {
  return (
    name.length > 4 &&
    name.length <= 120 &&
    !/[/\\\0-\x1f\x7f]/.test(name) &&
    !name.startsWith('.') &&
    name.toLowerCase().endsWith('.txt') &&
    name.trim() === name
  )
}

/**
 * The official file name from the link, decoded; when the link's name is unusable
 * (encoded slashes, a hidden file, nothing left), one made from the effective date.
 */
export function rulesFileName(link: URL, effectiveDate: string | null): string {
  const last = link.pathname.slice(link.pathname.lastIndexOf('/') + 1)
  let name: string
  try {
    name = decodeURIComponent(last)
  } catch {
    name = ''
  }
  if (isSafeName(name)) return name
  return effectiveDate ? `MagicCompRules ${effectiveDate.replace(/-/g, '')}.txt` : 'MagicCompRules.txt'
}
