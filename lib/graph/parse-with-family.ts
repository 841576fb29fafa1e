import type { Processor } from 'unified'
import type { FormatFamily } from '../formats/family.js'
import type { Root } from '../formats/tree.js'

/** A unified parser plugin that reads a document with one format family's parser. */
export function parseWithFamily(this: Processor, family: FormatFamily): undefined {
  this.parser = (document: string): Root => family.parse(document)
  return undefined
}
