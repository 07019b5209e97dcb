import { toast } from './toaster'

export interface ShareData {
  title: string
  text?: string
  url: string
}

/**
 * Native share sheet when the device has one; otherwise the link is copied
 * and a toast says so (`copiedDescription` names what was copied).
 */
export async function shareOrCopy(data: ShareData, copiedDescription: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data)
      return
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
    }
  }
  try {
    await navigator.clipboard.writeText(data.url)
    toast({ title: 'Link copied!', description: copiedDescription })
  } catch {
    toast({ title: 'Could not copy the link', description: data.url, variant: 'destructive' })
  }
}
