/** Why fetching the rules stopped, in one line a user can act on. Nothing has been written. */
export class FetchRulesError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FetchRulesError'
  }
}
