import { toast } from '@osck/shared'
import { useEffect } from 'react'

/** A load failure is told once, as a destructive toast. */
export function useErrorToast(error: unknown, description: string): void {
  useEffect(() => {
    if (error) toast({ title: 'Error', description, variant: 'destructive' })
  }, [error, description])
}
