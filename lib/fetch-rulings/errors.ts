/** Why fetching Scryfall's bulk data stopped, in one line a user can act on. Nothing has been written. */
export class FetchRulingsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FetchRulingsError'
  }
}
