/**
 * Waits until every address answers: `pnpm editor` prints the editor's address only then, so an
 * organiser who opens it at once finds it working. An HTTP answer of any status counts (the
 * local backend answers a plain GET with an error); `ok` asks for a 2xx.
 */
export async function waitUntilAnswers(checks, { intervalMs = 500, timeoutMs = 600_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  const answers = async ({ url, ok }) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined)
    return response !== undefined && (!ok || response.ok)
  }
  for (;;) {
    if ((await Promise.all(checks.map(answers))).every(Boolean)) return true
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
