import { describe, expect, it } from 'vitest'
import type { Graph } from '../types'
import { judgeSection } from './judge'
import { llmsTxt, nodeTwin, judgeSectionTwin, pageOfTwin, twinAt, twinPath, twinsWithin } from './markdown-twin'
import { buildSiteGraph } from './site-graph'
import { historyGraph, judgeHistoryGraph, node } from './test-graph'

const origin = 'https://rules.example.org'

/** historyGraph's newest CR, with a rule that refers to another and one whose text tries to be Markdown and HTML. */
function graph(): Graph {
  const g = historyGraph()
  const text = 'See rule 100.2 for more.'
  const at = text.indexOf('100.2')
  g.nodes.push(
    node('cr-c', '100.3', text, { order: 2, lineage: 'cr-c/100.3', change: 'added', refs: [{ text: 'rule 100.2', number: '100.2', target: 'cr-c/100.2', at: [at - 5, at + 5], places: [[at, at + 5]] }] }),
    node('cr-c', '100.4', '# Not a heading\n[a link](javascript:alert(1)) <script>x</script> *stars*\n1. not a list', { order: 3, lineage: 'cr-c/100.4', change: 'added' }),
  )
  return g
}

describe('Markdown twins', () => {
  const site = buildSiteGraph(graph())

  it('sit at the page\u2019s path plus .md', () => {
    expect(twinPath('/cr-2026-04-17/702.19b')).toBe('/cr-2026-04-17/702.19b.md')
    expect(pageOfTwin('/cr-2026-04-17/702.19b.md')).toBe('/cr-2026-04-17/702.19b')
    expect(pageOfTwin('/cr-2026-04-17/702.19b')).toBeNull()
    expect(pageOfTwin('/.md')).toBeNull()
  })

  it('a rule: its number, title, document and date, its text with its references as links to their twins, and what refers to it', () => {
    const md = nodeTwin(site, site.node('cr-c/100.3')!, origin)
    expect(md).toMatch(/^# 100\.3\n\n- Number: 100\.3\n/)
    expect(md).toContain('- Document: [Rules 2009-07-11](https://rules.example.org/cr-c) (cr-c)')
    expect(md).toContain('- Date: 2009-07-11 (the version in force)')
    expect(md).toContain('- Page: https://rules.example.org/cr-c/100.3')
    expect(md).toContain('See rule [100.2](https://rules.example.org/cr-c/100.2.md) for more.')
    expect(md).toContain('## References\n\n- [100.2](https://rules.example.org/cr-c/100.2.md) (Rules 2009-07-11 (2009))')
    const target = nodeTwin(site, site.node('cr-c/100.2')!, origin)
    expect(target).toContain('## Referred to by\n\n- [100.3](https://rules.example.org/cr-c/100.3.md)')
  })

  it('escapes what a rule\u2019s text would make Markdown or HTML: no heading, link, tag or list of its own', () => {
    const md = nodeTwin(site, site.node('cr-c/100.4')!, origin)
    const body = md.split('\n\n').slice(2).join('\n\n')
    expect(body).toContain('\\# Not a heading')
    expect(body).toContain('\\[a link\\](javascript:alert(1))')
    expect(body).toContain('\\<script\\>x\\</script\\>')
    expect(body).toContain('\\*stars\\*')
    expect(body).not.toMatch(/^1\. /m)
    expect(md).not.toMatch(/(?<!\\)\]\(javascript:/)
  })

  it('an older version\u2019s rule links to its page\u2019s History entry, and says a newer version exists', () => {
    const older = buildSiteGraph(historyGraph())
    const md = nodeTwin(older, older.node('cr-b/100.1')!, origin)
    expect(md).toContain('(a newer version of this document exists)')
  })

  it('an infraction\u2019s short link: its penalty, its definition, at the short link', () => {
    const ipg = buildSiteGraph(judgeHistoryGraph())
    const md = judgeSectionTwin(ipg, judgeSection(ipg, 'ipg', '2.3')!, origin)
    expect(md).toContain('# 2.3 Game Play Error — Hidden Card Error')
    expect(md).toContain('- Penalty: Warning')
    expect(md).toContain('- Page: https://rules.example.org/ipg/2.3')
    expect(md).toMatch(/## Definition\n\nA player commits an\s+error/)
  })

  it('llms.txt: what the site holds, the documents in force with their dates, how URLs are built', () => {
    const txt = llmsTxt(site, origin)
    expect(txt).toMatch(/^# MTG Rules Reference\n\n> /)
    expect(txt).toContain('## Documents in force')
    expect(txt).toContain('[Comprehensive Rules (2009-07-11)](https://rules.example.org/cr-c)')
    expect(txt).toContain('## How URLs are built')
    expect(txt).toContain('its Markdown: the same plus `.md`')
    expect(txt).toContain(`${origin}/r/<number>`)
    expect(txt).toContain('## Other documents')
    expect(txt).toContain('(https://rules.example.org/cr-a)')
  })

  it('a server answers llms.txt and the twin at each page’s path plus .md, nothing else', () => {
    const none = () => null
    expect(twinAt(site, '/llms.txt', origin, none)).toBe(llmsTxt(site, origin))
    expect(twinAt(site, '/cr-c/100.3.md', origin, none)).toBe(nodeTwin(site, site.node('cr-c/100.3')!, origin))
    const ipg = buildSiteGraph(judgeHistoryGraph())
    expect(twinAt(ipg, '/ipg/2.3.md', origin, none)).toContain('- Page: https://rules.example.org/ipg/2.3')
    for (const path of ['/cr-c/100.3', '/cr-c/999.md', '/cr-c.md', '/a/b/c.md', '/cr-c/%E0%A4%A.md', '/cards/no-such-card.md']) expect(twinAt(site, path, origin, none), path).toBeNull()
  })

  it('an export writes whole groups of twins, in order, while it stays within its file budget', () => {
    const groups = [
      { key: 'cr', files: 50 },
      { key: 'short links', files: 10 },
      { key: 'cards', files: 30 },
      { key: 'faq', files: 5 },
    ]
    expect(twinsWithin(groups, 0, 1000)).toEqual({ kept: ['cr', 'short links', 'cards', 'faq'], left: [] })
    expect(twinsWithin(groups, 920, 1000)).toEqual({ kept: ['cr', 'short links', 'faq'], left: ['cards'] })
    expect(twinsWithin(groups, 1000, 1000)).toEqual({ kept: [], left: ['cr', 'short links', 'cards', 'faq'] })
    // llms.txt says which documents have none
    const scope = { doc: (id: string) => id !== 'cr-a', cards: false }
    expect(llmsTxt(site, origin, scope)).toContain('Markdown twins are not written for `cr-a`, cards')
  })
})
