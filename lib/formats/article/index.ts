export { articleFormat } from './family.js'
