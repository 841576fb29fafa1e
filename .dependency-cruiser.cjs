/**
 * The house's one direction: each layer may import only from the layers before it, never from a later one nor
 * from another folder of its own layer. `npm test` runs this (test/layers.test.ts), so an import against the
 * order fails the tests. Type-only imports count: a type from a later layer is a dependency on it all the same.
 */
const LAYERS = [
  ['lib/types.ts', 'lib/text/', 'lib/rule-number/'],
  ['lib/formats/'],
  ['lib/content/'],
  ['lib/graph/'],
  ['lib/history/'],
  // Ingestion as a whole: every document through formats and graph, then links, then history.
  ['lib/ingest/'],
  ['lib/search/', 'lib/render/'],
  ['lib/site/', 'lib/fetch-[^/]+/'],
  ['app/', 'scripts/', 'test/', 'proxy.ts', 'next.config.js'],
]

const esc = (p) => p.replace(/\./g, '\\.')
const anyOf = (paths) => `^(?:${paths.map(esc).join('|')})`
// Tests may reach anywhere to set up what they check; the order is for the code that ships and runs.
const TESTS = '(\\.test\\.ts|/test-helpers\\.ts)$'

const forbidden = []
LAYERS.forEach((layer, i) => {
  const later = LAYERS.slice(i + 1).flat()
  for (const folder of layer) {
    const siblings = layer.filter((f) => f !== folder)
    if (later.length && i < LAYERS.length - 1)
      forbidden.push({
        name: `layer-up:${folder}`,
        comment: `${folder} may import only from layers before it: ${LAYERS.slice(0, i).flat().join(', ') || 'none'}`,
        severity: 'error',
        from: { path: anyOf([folder]), pathNot: TESTS },
        to: { path: anyOf(later) },
      })
    if (siblings.length && i < LAYERS.length - 1)
      forbidden.push({
        name: `layer-sideways:${folder}`,
        comment: `${folder} and ${siblings.join(', ')} are one layer: neither imports the other`,
        severity: 'error',
        from: { path: anyOf([folder]), pathNot: TESTS },
        to: { path: anyOf(siblings) },
      })
  }
})

forbidden.push(
  {
    name: 'app-through-site',
    comment: 'pages read the graph through lib/site (and search through lib/search): app/ stays thin',
    severity: 'error',
    from: { path: '^app/' },
    to: { path: anyOf(['lib/text/', 'lib/formats/', 'lib/content/', 'lib/graph/', 'lib/history/', 'lib/render/']) },
  },
  {
    name: 'lib-in-a-layer',
    comment: 'every folder of lib/ has its place in LAYERS (.dependency-cruiser.cjs)',
    severity: 'error',
    from: {},
    to: { path: '^lib/', pathNot: anyOf(LAYERS.flat()) },
  },
  {
    // Within a layer the order is by hand; a circle there means neither module can be read, tested or moved
    // alone. A type two modules share moves down to where both can import it.
    name: 'no-circular',
    comment: 'an import circle: move what both sides need into a module both can import',
    severity: 'error',
    // the layer check's own fixtures hold a circle on purpose (test/layers.test.ts)
    from: { pathNot: '^test/fixtures/' },
    to: { circular: true },
  },
)

module.exports = {

  forbidden,
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next[^/]*|out|data|public)/' },
  },
}
