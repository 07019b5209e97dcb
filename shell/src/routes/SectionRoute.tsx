import { useEffect, useState } from 'react'
import { useLocation, type SectionName } from '@osck/shared'
import { OfflineMessage } from '../offline/OfflineMessage'
import { isOffline, rememberOpenedPage, wasOpened } from '../offline/openedPages'
import { RemoteSection } from '../remotes/RemoteSection'
import { ScreenLoading } from './ScreenLoading'

/**
 * A section's screens, mounted from its remote under the section's base path. Offline, a page this
 * browser never opened says so (with Retry) instead of loading a remote it may not have.
 */
export function SectionRoute({ section }: { section: SectionName }) {
  const { pathname } = useLocation()
  const [, setAttempt] = useState(0)
  const offlineAndNew = isOffline() && !wasOpened(pathname)
  useEffect(() => {
    if (!isOffline()) rememberOpenedPage(pathname)
  }, [pathname, offlineAndNew])
  if (offlineAndNew) return <OfflineMessage onRetry={() => setAttempt((value) => value + 1)} />
  return (
    <RemoteSection
      section={section}
      part="Routes"
      fallback={<ScreenLoading label={`Loading ${section}…`} />}
    />
  )
}
