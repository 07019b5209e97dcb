import { Route, Routes } from '@osck/shared'
import { EventDetailPage } from './EventDetailPage'
import { EventsListPage } from './EventsListPage'

/** Mounted by the shell under /events. */
export function EventsRoutes() {
  return (
    <Routes>
      <Route index element={<EventsListPage />} />
      <Route path=":slug" element={<EventDetailPage />} />
    </Routes>
  )
}
