// The canonical form lives with the rest of the rule-number grammar (lib/rule-number/); plain JS there too, so
// anything that imported it from here keeps working.
export { canonicalNumber } from '../rule-number/canonical.mjs'
