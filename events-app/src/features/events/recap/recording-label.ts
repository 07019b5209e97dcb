/** Hosts named on the recording's link; any other is named by its address. */
const HOSTS: [RegExp, string][] = [
  [/(^|\.)(youtube\.com|youtu\.be)$/i, 'YouTube'],
  [/(^|\.)vimeo\.com$/i, 'Vimeo'],
  [/(^|\.)peertube\./i, 'PeerTube'],
]

/** "Watch the recording on YouTube", or "… on media.example.org". */
export function recordingLabel(url: string): string {
  let host = ''
  try {
    host = new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return 'Watch the recording'
  }
  const named = HOSTS.find(([pattern]) => pattern.test(host))?.[1]
  return `Watch the recording on ${named ?? host}`
}
