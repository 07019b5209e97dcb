import {
  Box, Button, Container, EmptyState, FilterIcon, getCategories, getTags, Heading, HStack, LIMITS, loadBlogPosts,
  PageHero, pageTitle, SearchField, SimpleGrid, SkeletonGrid, Stack, TIMINGS, toast, useContent, useDocumentMeta, useUrlFilters,
} from '@osck/shared'
import { useEffect, useMemo, useState } from 'react'
import { BlogCard } from '../features/blog/BlogCard'
import { BlogFilterPanel } from '../features/blog/BlogFilterPanel'
import { filterPosts, listHeading, showLoadMore } from '../features/blog/blog-list'
import { NewsletterForm } from '../features/blog/NewsletterForm'

const FILTER_KEYS = ['q', 'category', 'tag'] as const

export function BlogListPage() {
  useDocumentMeta({ title: pageTitle('Blog'), description: 'Articles, tutorials and stories from the Open Source Community Kampala.' })
  const { data, loading, error } = useContent(loadBlogPosts, { minDelayMs: TIMINGS.blogLoaderMs })
  const { values, update, clear, active } = useUrlFilters(FILTER_KEYS)
  const [panelOpen, setPanelOpen] = useState(false)
  const posts = useMemo(() => data ?? [], [data])
  const shown = useMemo(() => filterPosts(posts, values), [posts, values])

  useEffect(() => {
    if (!error) return
    console.error('[blog] could not load posts', error)
    toast({ title: 'Error loading blog posts', description: 'Please try again later', variant: 'destructive' })
  }, [error])

  return (
    <>
      <PageHero title="Blog" subtitle="Stories, tutorials and news from the people building open source in Kampala.">
        <HStack gap="3" align="stretch" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <SearchField flex="1" minW="200px" label="Search articles" placeholder="Search articles..." value={values.q} onChange={(q) => update({ q }, { replace: true })} />
          <Button size="lg" variant={panelOpen ? 'solid' : 'outline'} colorPalette="brand" aria-expanded={panelOpen} aria-controls="blog-filters" onClick={() => setPanelOpen((open) => !open)}>
            <FilterIcon /> Filters
          </Button>
        </HStack>
      </PageHero>
      <Container maxW="7xl" py="10">
        {panelOpen && !loading && (
          <Box mb="8">
            <BlogFilterPanel
              key={`${values.category}|${values.tag}`}
              categories={getCategories(posts)}
              tags={getTags(posts)}
              applied={{ category: values.category || 'All', tag: values.tag || 'All' }}
              onApply={(choice) => update(choice)}
            />
          </Box>
        )}
        <HStack justify="space-between" mb="6" gap="4" wrap="wrap">
          <Heading as="h2" size="2xl">{listHeading(values)}</Heading>
          {active && <Button variant="outline" onClick={clear}>Clear Filters</Button>}
        </HStack>
        {loading ? (
          <SkeletonGrid count={LIMITS.listSkeletons} label="Loading articles…" />
        ) : shown.length === 0 ? (
          <EmptyState title="No posts found" message="Try another search or filter." action={<Button colorPalette="brand" onClick={clear}>View All Posts</Button>} />
        ) : (
          <Stack gap="10">
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {shown.map((post) => (
                <li key={post.slug}><BlogCard post={post} /></li>
              ))}
            </SimpleGrid>
            {showLoadMore(shown.length) && (
              <Button alignSelf="center" variant="outline" size="lg" onClick={() => toast({ title: 'Loading more posts', description: 'This feature will be available soon.' })}>
                Load More
              </Button>
            )}
          </Stack>
        )}
      </Container>
      <NewsletterForm />
    </>
  )
}
