export { crFormat } from './cr-format.js'
export { detectCr } from './detect.js'
export { parseCr, type CrOptions } from './parse.js'
export type { Landmark, LandmarkWords } from './classify.js'
