import { Container, Heading, Route, Routes } from '@osck/shared'

function EventsListPage() {
  return (
    <Container maxW="7xl" py="12">
      <Heading as="h1">Events</Heading>
    </Container>
  )
}

export function EventsRoutes() {
  return (
    <Routes>
      <Route index element={<EventsListPage />} />
    </Routes>
  )
}
