import { describe, expect, it } from 'vitest'
import { fillCardShell, isCardShell, payloadString, SHELL } from './card-shell'

/** A page as Next writes it: the HTML, and the payload as rows of JSON inside JavaScript strings, escaped for HTML. */
function nextLikePage(): string {
  const row = `1:["$","article",null,{"className":"card-page","dangerouslySetInnerHTML":{"__html":"${SHELL.body}"}}]\n2:[["$","title","0",{"children":"${SHELL.name}: rulings"}],["$","meta","1",{"name":"description","content":"${SHELL.description}"}]]\n3:{"c":["","cards","${SHELL.key}"]}\n`
  const script = `self.__next_f.push([1,${JSON.stringify(row).replace(/</g, '\\u003c')}])`
  return `<!DOCTYPE html><html><head><title>${SHELL.name}: rulings</title><meta name="description" content="${SHELL.description}"/></head><body><main><article class="card-page">${SHELL.body}</article></main><script src="/_next/static/chunks/x.js" async=""></script><script>${script}</script></body></html>`
}

/** What React reads back from the page's payload. */
function payloadRows(html: string): Array<Record<string, unknown> | unknown[]> {
  const script = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/.exec(html)![1]
  const row = JSON.parse(script) as string
  return row.trim().split('\n').map((line) => JSON.parse(line.slice(line.indexOf(':') + 1)))
}

describe('the card page shell', () => {
  const shell = nextLikePage()
  const card = {
    key: 'gideon-jura',
    name: `Gideon's "Jura" <&>`,
    description: 'Oracle text & rulings of <Gideon>',
    bodyHtml: '<h1>Gideon Jura</h1><p class="x">“quoted” \\ </script><script>alert(1)</script> \u2028</p>',
  }

  it('is recognised only with its placeholders in both the HTML and the payload', () => {
    expect(isCardShell(shell)).toBe(true)
    expect(isCardShell(shell.replace(/<script>[\s\S]*?<\/script>/, ''))).toBe(false)
    expect(isCardShell('<html><body>Not found</body></html>')).toBe(false)
  })

  it('gets each value escaped for where it stands, so the HTML and what React hydrates from say the same', () => {
    const page = fillCardShell(shell, card)!
    expect(Object.values(SHELL).some((t) => page.includes(t))).toBe(false)
    // In the HTML: the content as HTML, the name and description escaped.
    expect(page).toContain(`<article class="card-page">${card.bodyHtml}</article>`)
    expect(page).toContain('<title>Gideon&#39;s &quot;Jura&quot; &lt;&amp;&gt;: rulings</title>')
    expect(page).toContain('content="Oracle text &amp; rulings of &lt;Gideon&gt;"')
    // In the payload: exactly the same values, and no way out of the script.
    const script = /<script>self\.__next_f[\s\S]*?<\/script>/.exec(page)![0]
    expect(script.slice('<script>'.length, -'</script>'.length)).not.toMatch(/<\/script|<script/i)
    const [article, head, tree] = payloadRows(page) as [unknown[], unknown[][], { c: string[] }]
    expect((article[3] as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html).toBe(card.bodyHtml)
    expect((head[0][3] as { children: string }).children).toBe(`${card.name}: rulings`)
    expect((head[1][3] as { content: string }).content).toBe(card.description)
    expect(tree.c).toEqual(['', 'cards', 'gideon-jura'])
  })

  it('refuses a key that is no card key', () => {
    expect(fillCardShell(shell, { ...card, key: '../x"' })).toBeNull()
  })

  it('writes a payload string as JSON in a JavaScript string, escaped for HTML', () => {
    expect(payloadString('a"b</script>&')).toBe('a\\\\\\"b\\u003c/script\\u003e\\u0026')
  })
})
