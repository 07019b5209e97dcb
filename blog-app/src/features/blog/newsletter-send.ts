import { pageSettings, sendForm } from '@osck/shared/site-settings'
import type { ToastOptions } from '@osck/shared'
import { SUBSCRIBED } from './blog-logic'

/**
 * The newsletter's provider (content/settings/community.yml), downloaded only when the page
 * carries settings: subscribes `email` there and says what the provider answered.
 */
export async function subscribeAtProvider(email: string): Promise<ToastOptions | undefined> {
  const target = pageSettings().newsletter
  if (!target) return undefined
  const result = await sendForm(target.action, { [target.field]: email })
  if (result === 'sent') return SUBSCRIBED
  return {
    title: 'Subscription failed',
    description:
      result === 'refused'
        ? 'The newsletter service did not accept this address. Please check it and try again.'
        : 'The newsletter service could not be reached or did not answer. Please try again later.',
    variant: 'destructive',
  }
}
