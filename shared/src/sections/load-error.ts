import { toast, type ToastOptions } from '@osck/shared'
import { useEffect } from 'react'

/**
 * A content load that failed (docs/product.md, "When something is missing or fails"): named in
 * the console (`what`, e.g. `[blog] the post`) and, given `tell`, told once in a destructive toast.
 */
export function useLoadError(error: unknown, what: string, tell?: Omit<ToastOptions, 'variant'>): void {
  useEffect(() => {
    if (!error) return
    console.error(`${what} could not load`, error)
    if (tell) toast({ ...tell, variant: 'destructive' })
    // Told once per failure; `what` and `tell` are constants of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error])
}
