export { crFormat } from './cr-format.js'
export { detectCr } from './detect.js'
export { parseCr } from './parse.js'
