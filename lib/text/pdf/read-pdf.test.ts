import { describe, expect, it } from 'vitest'
import { textSource } from '../../graph/pdf-source.js'
import { pdfToText } from './index.js'
import { looksLikePdf } from './read-pdf.js'
import { makePdf } from './test-pdf.js'

describe('reading a PDF (pdfjs-dist)', () => {
  it('gives its lines, a bold heading marked, paragraphs apart, page breaks and page numbers marked', async () => {
    const bytes = await makePdf({
      footer: '#',
      pages: [
        [
          { text: '1.1', bold: true, tab: { x: 90, text: 'Tournament Types' } },
          { text: 'There are two types of sanctioned “Magic” tournaments —', gap: 10 },
          { text: 'rated and casual.' },
        ],
        [{ text: 'Rated tournaments are further divided.' }],
      ],
    })
    expect(looksLikePdf(bytes)).toBe(true)
    const { text, pages } = await pdfToText(bytes)
    expect(pages).toBe(2)
    expect(text).toBe(
      [
        '**1.1\tTournament Types**',
        '',
        'There are two types of sanctioned “Magic” tournaments —',
        'rated and casual.',
        '\fpage number\t1',
        '\f',
        'Rated tournaments are further divided.',
        '\fpage number\t2',
        '',
      ].join('\n'),
    )
  })

  it('turns a PDF among the sources into its text and reports a damaged one by name', async () => {
    const pdf = await makePdf({ pages: [[{ text: 'Hello there.' }]] })
    const read = await textSource({ path: 'a.pdf', bytes: pdf })
    expect(new TextDecoder().decode(read.bytes)).toBe('Hello there.\n')
    expect(read.fileBytes).toBe(pdf.length)
    const plain = { path: 'b.txt', bytes: new TextEncoder().encode('plain') }
    expect(await textSource(plain)).toBe(plain)
    const broken = await textSource({ path: 'c.pdf', bytes: new TextEncoder().encode('%PDF-1.7\nnot really a pdf') })
    expect(broken.unreadable).toMatch(/^unreadable PDF: /)
  })
})
