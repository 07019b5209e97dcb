import {
  Box,
  Button,
  Container,
  Flex,
  getCategories,
  getTags,
  Heading,
  loadBlogPosts,
  listMeta,
  Text,
  TIMINGS,
  toast,
  useContent,
  useDocumentMeta,
} from '@osck/shared'
import { ListResults } from '@osck/shared/sections/list-results'
import { useLoadError } from '@osck/shared/sections/load-error'
import { useUrlFilters } from '@osck/shared/inputs'
import { memo, useCallback, useId, useMemo, useState } from 'react'
import { BlogFilterPanel } from '../features/blog/BlogFilterPanel'
import { BlogGrid } from '../features/blog/BlogGrid'
import { BlogListHero } from '../features/blog/BlogListHero'
import {
  FILTER_KEYS,
  filterPosts,
  hasActiveFilters,
  listHeading,
  showLoadMore,
} from '../features/blog/blog-logic'
import { NewsletterForm } from '../features/blog/NewsletterForm'

// Does not depend on the filters: skips the re-render of each search keystroke.
const Newsletter = memo(NewsletterForm)
// Given the search as the URL has it (its box keeps its own text): skips keystrokes too.
const Hero = memo(BlogListHero)

const NO_POSTS = {
  title: 'No posts found',
  message: 'No article matches your search or filters. Try other words, or see every post.',
  action: 'View All Posts',
}

export function BlogListPage() {
  useDocumentMeta(listMeta('blog'))
  const { data, loading, error } = useContent(loadBlogPosts, { minDelayMs: TIMINGS.blogLoaderMs })
  const { values, written, update, setSearch, clear } = useUrlFilters(FILTER_KEYS)
  const [panelOpen, setPanelOpen] = useState(false)
  const togglePanel = useCallback(() => setPanelOpen((open) => !open), [])
  const panelId = useId()
  const headingId = useId()
  const posts = useMemo(() => data ?? [], [data])
  const shown = useMemo(() => filterPosts(posts, values), [posts, values])
  const active = hasActiveFilters(values)

  useLoadError(error, '[blog] the posts', {
    title: 'Error loading blog posts',
    description: 'Please try again later',
  })

  const applied = { category: values.category || 'All', tag: values.tag || 'All' }
  return (
    <>
      <Hero
        query={written.q}
        onQuery={setSearch}
        panelId={panelId}
        panelOpen={panelOpen}
        onTogglePanel={togglePanel}
        appliedCount={[applied.category, applied.tag].filter((value) => value !== 'All').length}
      >
        {panelOpen && (
          <BlogFilterPanel
            // Pending chips start again from whatever is applied (e.g. after Clear Filters).
            key={`${applied.category}|${applied.tag}`}
            id={panelId}
            categories={getCategories(posts)}
            tags={getTags(posts)}
            applied={applied}
            onApply={(choice) => update(choice)}
          />
        )}
      </Hero>
      <Container as="section" aria-labelledby={headingId} maxW="7xl" pt={{ base: '8', md: '12' }}>
        <Flex justify="space-between" align="center" mb="6" gap="4" wrap="wrap">
          <Box>
            <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
              {listHeading(values)}
            </Heading>
            {!loading && active && shown.length > 0 && (
              <Text color="fg.muted" fontSize="sm" mt="1">
                {shown.length === 1 ? '1 article' : `${shown.length} articles`}
              </Text>
            )}
          </Box>
          {active && (
            <Button variant="outline" colorPalette="brand" focusRing="outside" onClick={clear}>
              Clear Filters
            </Button>
          )}
        </Flex>
        <ListResults
          loading={loading}
          loadingLabel="Loading articles…"
          noMatch={shown.length === 0 && { ...NO_POSTS, onAction: clear }}
        >
          <BlogGrid posts={shown} priorityFirst />
          {showLoadMore(shown.length) && (
            <Flex justify="center" mt="10">
              <Button
                variant="outline"
                colorPalette="brand"
                size="lg"
                focusRing="outside"
                onClick={() =>
                  toast({
                    title: 'Loading more posts',
                    description: 'This feature will be available soon.',
                  })
                }
              >
                Load More
              </Button>
            </Flex>
          )}
        </ListResults>
      </Container>
      <Newsletter />
    </>
  )
}
