/** The slug lives in lib/text (a translation's parser names its glossary terms with it); re-exported for lib/graph's importers. */
export { slug } from '../text/slug.js'
