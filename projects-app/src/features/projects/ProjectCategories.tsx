import {
  ArrowRightIcon,
  Box,
  Center,
  Container,
  Heading,
  renderWhenNear,
  SimpleGrid,
  siteConfig,
  Skeleton,
  SmartLink,
  Stack,
  Text,
  type Project,
} from '@osck/shared'
import { useMemo, type ComponentType } from 'react'
import { categoryTiles, type CategoryTileName } from './category-tiles'
import { BookIcon, CartIcon, CodeIcon, GlobeIcon, PhoneIcon, PulseIcon } from './icons'

const ICONS: Record<CategoryTileName, ComponentType> = {
  'Web Applications': GlobeIcon,
  'Mobile Apps': PhoneIcon,
  Education: BookIcon,
  Healthcare: PulseIcon,
  'E-Commerce': CartIcon,
  'Open Source': CodeIcon,
}

/** Six static tiles with the real count of projects per category (or the fallback counts). */
export function ProjectCategories({
  projects,
  loading = false,
}: {
  projects: readonly Project[]
  loading?: boolean
}) {
  const tiles = useMemo(() => categoryTiles(projects), [projects])
  return (
    <Box
      as="section"
      {...renderWhenNear(720)}
      aria-labelledby="project-categories-heading"
      bg="bg.subtle"
      py={{ base: '14', md: '20' }}
    >
      <Container maxW="7xl">
        <Stack gap="3" mb="10" textAlign="center" align="center">
          <Heading
            id="project-categories-heading"
            as="h2"
            size={{ base: '2xl', md: '3xl' }}
            letterSpacing="tight"
          >
            Project Categories
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            Our projects span many areas. Pick the kind of work you enjoy and find a team to build with.
          </Text>
        </Stack>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none">
          {tiles.map(({ name, description, count }) => {
            const Icon = ICONS[name]
            return (
              <Stack
                as="li"
                key={name}
                data-testid="category-tile"
                direction="row"
                gap="4"
                p="5"
                bg="bg.panel"
                borderWidth="1px"
                borderRadius="xl"
                transition="border-color 0.2s ease, box-shadow 0.2s ease"
                _hover={{ borderColor: 'brand.muted', shadow: 'md' }}
              >
                <Center
                  boxSize="12"
                  flexShrink="0"
                  rounded="lg"
                  bg="brand.subtle"
                  color="brand.fg"
                  fontSize="xl"
                >
                  <Icon />
                </Center>
                <Stack gap="1" flex="1">
                  <Heading as="h3" size="md">
                    {name}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {description}
                  </Text>
                  <Stack direction="row" justify="space-between" align="center" mt="2">
                    {loading ? (
                      <Skeleton height="4" width="20" />
                    ) : (
                      <Text fontSize="sm" fontWeight="semibold" data-testid="category-count">
                        {count} {count === 1 ? 'project' : 'projects'}
                      </Text>
                    )}
                    <SmartLink
                      href={siteConfig.placeholders.categoryView}
                      aria-label={`View ${name} projects`}
                      display="inline-flex"
                      alignItems="center"
                      gap="1"
                      fontSize="sm"
                      fontWeight="semibold"
                      color="brand.fg"
                      _hover={{ textDecoration: 'underline' }}
                      focusRing="outside"
                      borderRadius="sm"
                    >
                      View <ArrowRightIcon />
                    </SmartLink>
                  </Stack>
                </Stack>
              </Stack>
            )
          })}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
