import { describe, expect, test } from 'vitest'
import { judgeFileName } from './check-judge-pdf.js'
import { findDocumentLink, findPdfLinks } from './find-document-link.js'

const WPN = 'https://wpn.wizards.com/en/rules-documents'
const page = `<!DOCTYPE html><html><head><base href="https://media.example.com/docs/"></head><body>
<!-- <a href="old-mtr.pdf">Magic Tournament Rules</a> -->
<div class="doc"><h3>Magic: The Gathering Tournament Rules</h3><a href="MTG_MTR_2025_Apr21_EN.pdf">Download</a></div>
<a href="MTG_IPG_2025_Apr21_EN.pdf" title="Infraction Procedure Guide">PDF</a>
<a href="/jar.pdf">Judging at Regular REL</a>
<a href="MagicCompRules%2020260116.pdf">Comprehensive Rules (PDF)</a>
<a href="notes.txt">Release notes</a>
</body></html>`

describe("the judges' documents' PDF links", () => {
  test('every .pdf link with the words that name it: its text, its title, its file name', () => {
    expect(findPdfLinks(page, WPN).map((l) => [l.url.href, l.words])).toEqual([
      ['https://media.example.com/docs/MTG_MTR_2025_Apr21_EN.pdf', 'Download MTG MTR 2025 Apr21 EN pdf'],
      ['https://media.example.com/docs/MTG_IPG_2025_Apr21_EN.pdf', 'PDF Infraction Procedure Guide MTG IPG 2025 Apr21 EN pdf'],
      ['https://media.example.com/jar.pdf', 'Judging at Regular REL jar pdf'],
      ['https://media.example.com/docs/MagicCompRules%2020260116.pdf', 'Comprehensive Rules (PDF) MagicCompRules 20260116 pdf'],
    ])
  })

  test("each document's one link, by its name or its initials; the Comprehensive Rules' PDF names none of them", () => {
    expect(findDocumentLink([{ html: page, url: WPN }], 'mtr').href).toBe('https://media.example.com/docs/MTG_MTR_2025_Apr21_EN.pdf')
    expect(findDocumentLink([{ html: page, url: WPN }], 'ipg').href).toBe('https://media.example.com/docs/MTG_IPG_2025_Apr21_EN.pdf')
    expect(findDocumentLink([{ html: page, url: WPN }], 'jar').href).toBe('https://media.example.com/jar.pdf')
  })

  test('the same link on two pages is one; none, or two different ones, is an error naming the pages', () => {
    const two = [
      { html: page, url: WPN },
      { html: '<a href="https://media.example.com/docs/MTG_MTR_2025_Apr21_EN.pdf">Tournament Rules</a>', url: 'https://magic.wizards.com/en/rules' },
    ]
    expect(findDocumentLink(two, 'mtr').href).toBe('https://media.example.com/docs/MTG_MTR_2025_Apr21_EN.pdf')
    expect(() => findDocumentLink([{ html: '<a href="x.pdf">Something</a>', url: WPN }], 'ipg')).toThrow(`${WPN} has no PDF link to the Infraction Procedure Guide`)
    const other = [...two, { html: '<a href="/MTG_MTR_2024_EN.pdf">MTR</a>', url: 'https://example.com/x' }]
    expect(() => findDocumentLink(other, 'mtr')).toThrow(/^the pages .* have 2 different PDF links to the Magic Tournament Rules, expected one: /)
  })

  test('a file keeps its official name, unless that name is unusable', () => {
    expect(judgeFileName(new URL('https://x/docs/MTG_MTR_2025_Apr21_EN.pdf'), 'mtr', '2025-04-21')).toBe('MTG_MTR_2025_Apr21_EN.pdf')
    expect(judgeFileName(new URL('https://x/docs/.hidden.pdf'), 'ipg', '2025-04-21')).toBe('ipg-2025-04-21.pdf')
    expect(judgeFileName(new URL('https://x/docs/a%2Fb.pdf'), 'jar', '2025-04-21')).toBe('jar-2025-04-21.pdf')
  })
})
