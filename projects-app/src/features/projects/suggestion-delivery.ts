import type { ProjectSuggestion, ToastOptions } from '@osck/shared'
import { pageSettings, sendForm, suggestionIssueUrl } from '@osck/shared/site-settings'

/** The spec's toast: the title stays whichever way a suggestion goes; a description may say where. */
const SUBMITTED: ToastOptions = { title: 'Project suggestion submitted successfully!' }

/** What the dialog does once a suggestion is delivered (or not): a toast, and whether to close. */
export interface Delivery {
  toast: ToastOptions
  done: boolean
}

/**
 * Where a suggestion goes (content/settings/community.yml): a prefilled GitHub issue, opened in a
 * new tab here, in the submit's own turn so no popup blocker stops it; a form endpoint, posted
 * to and believed only when it answers yes; none set, nowhere: it is only logged (docs/product.md).
 */
export function deliverSuggestion(suggestion: ProjectSuggestion): Delivery | Promise<Delivery> {
  const destination = pageSettings().suggestions
  if (!destination) {
    console.log('Project suggestion:', suggestion)
    return { toast: SUBMITTED, done: true }
  }
  if ('github' in destination) {
    window.open(suggestionIssueUrl(destination.github, suggestion), '_blank', 'noopener')
    return {
      toast: {
        ...SUBMITTED,
        description: 'It is ready as a GitHub issue in the new tab: submit it there to reach the organisers.',
      },
      done: true,
    }
  }
  return sendForm(destination.form, { ...suggestion }).then((result) =>
    result === 'sent'
      ? { toast: { ...SUBMITTED, description: 'The organisers have received it.' }, done: true }
      : {
          toast: {
            title: 'Suggestion not sent',
            description:
              result === 'refused'
                ? 'The suggestion form did not accept it. Please check the fields and try again.'
                : 'The suggestion form could not be reached or did not answer. Please try again later.',
            variant: 'destructive',
          },
          done: false,
        },
  )
}
