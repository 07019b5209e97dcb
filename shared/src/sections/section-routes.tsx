import { Container, LIMITS, Route, Routes, SkeletonGrid } from '@osck/shared'
import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import { SITE_PATHS } from '../site-paths.mjs'
import type { PageScreens } from './section-module'
import { pageList, type SectionKey, type SectionPages } from './section-pages'

/** A list screen's footprint while its chunk arrives: the skeleton grid, `label` for screen readers. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Container maxW="7xl" py="16">
      <SkeletonGrid count={LIMITS.listSkeletons} label={label} />
    </Container>
  )
}

const screenCache = new WeakMap<object, ReturnType<typeof lazy>>()
const lazyScreen = (screen: PageScreens<SectionPages>[string]) => {
  if (!screenCache.has(screen))
    screenCache.set(
      screen,
      lazy(() => screen.load().then((component) => ({ default: component }))),
    )
  return screenCache.get(screen)!
}

/**
 * A section's pages under its base path, one route per declared page (fixed paths before `:slug`
 * patterns), each screen a lazy chunk behind `fallbacks[page]`, the footprint of that screen, so
 * nothing moves when it arrives.
 */
export function SectionRoutes<P extends SectionPages>({
  section,
  pages,
  screens,
  fallbacks,
}: {
  section: SectionKey
  pages: P
  screens: PageScreens<P>
  fallbacks: { readonly [K in keyof P]: ReactNode }
}) {
  const base = SITE_PATHS[section]
  const routes = useMemo(() => pageList(pages), [pages])
  return (
    <Routes>
      {routes.map((page) => {
        const Screen = lazyScreen(screens[page.name])
        const element = (
          <Suspense fallback={fallbacks[page.name]}>
            <Screen />
          </Suspense>
        )
        const path = page.path.slice(base.length + 1)
        return path ? (
          <Route key={page.name} path={path} element={element} />
        ) : (
          <Route key={page.name} index element={element} />
        )
      })}
    </Routes>
  )
}

/** The component a section mounts at its base path: its pages, their screens and fallbacks. */
export const sectionRoutes =
  <P extends SectionPages>(
    section: SectionKey,
    pages: P,
    screens: PageScreens<P>,
    fallbacks: { readonly [K in keyof P]: ReactNode },
  ) =>
  () => <SectionRoutes section={section} pages={pages} screens={screens} fallbacks={fallbacks} />
