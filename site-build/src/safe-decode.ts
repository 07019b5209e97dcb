/** A percent-encoded path decoded, or as written when it is not valid encoding (`50%off.jpg`). */
export function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
