import { Container, Heading, Route, Routes } from '@osck/shared'

function ProjectsListPage() {
  return (
    <Container maxW="7xl" py="12">
      <Heading as="h1">Projects</Heading>
    </Container>
  )
}

export function ProjectsRoutes() {
  return (
    <Routes>
      <Route index element={<ProjectsListPage />} />
    </Routes>
  )
}
