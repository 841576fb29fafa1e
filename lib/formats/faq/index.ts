export { faqFormat } from './family.js'
