export { rulingsFormat } from './rulings-format.js'
export { detectRulings } from './detect.js'
export { parseRulings } from './parse.js'
