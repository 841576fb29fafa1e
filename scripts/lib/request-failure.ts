/** Why a request failed, in a user's words: Node's fetch hides the reason in `cause`. Shared by the fetch commands. */
export function requestFailure(e: unknown, timeoutSeconds: number): string {
  const err = e as Error & { cause?: { code?: string; message?: string } }
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `no answer within ${timeoutSeconds} s`
  const code = err?.cause?.code
  if (code === 'ECONNREFUSED') return 'connection refused'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found'
  if (code === 'ECONNRESET') return 'connection reset'
  return err?.cause?.message ?? err?.message ?? String(e)
}
