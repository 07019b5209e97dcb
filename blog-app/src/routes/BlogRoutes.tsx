import { Container, Heading, Route, Routes } from '@osck/shared'

function BlogListPage() {
  return (
    <Container maxW="7xl" py="12">
      <Heading as="h1">Blog</Heading>
    </Container>
  )
}

export function BlogRoutes() {
  return (
    <Routes>
      <Route index element={<BlogListPage />} />
    </Routes>
  )
}
