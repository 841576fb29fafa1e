export { newsgroupFormat } from './family.js'
