/**
 * The gateway: the only module through which the shell and the remotes reach
 * the UI kit, router, theme, toasts and content. It is shared by federation as
 * ONE module, so every export here is downloaded once, by every visitor, and
 * is part of the shell↔remote contract (changing this list bumps
 * CONTRACT_VERSION). Export only what is used.
 */

// UI kit (Chakra v3, trimmed system). Dialog, Tabs and the form controls live in
// '@osck/shared/dialog', '@osck/shared/tabs' and '@osck/shared/forms' so that only the screens
// using them download them.
export {
  Badge,
  Box,
  Button,
  Center,
  chakra,
  CloseButton,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Image,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Spinner,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react'
export type { BoxProps, ButtonProps, HTMLChakraProps, SystemStyleObject } from '@chakra-ui/react'

// Router
export { BrowserRouter } from './ui/router'
export { ScrollRestoration } from './ui/scroll-restoration'
export {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom'

// Site building blocks
export { SiteProviders } from './ui/providers'
export { ThemeProvider, useTheme, resolveInitialTheme } from './ui/theme'
export type { Theme } from './ui/theme'
export { Toaster, toast } from './ui/toaster'
export type { ToastOptions, ToastVariant } from './ui/toaster'
export { SkeletonCard, SkeletonGrid } from './ui/SkeletonCard'
export { CardRoot } from './ui/card-root'
export type { CardRootProps } from './ui/card-root'
export { StyledRoot } from './ui/styled-root'
export type { StyledRootProps } from './ui/styled-root'
export { CHIP_CSS, CONTAINER_CSS, plainButtonCss } from './ui/plain-css'
export { SmartLink, isExternalHref } from './ui/SmartLink'
export { useDocumentMeta, applyDocumentMeta, pageTitle } from './ui/document-meta'
export {
  blogPostMeta,
  eventCalendarPath,
  eventMeta,
  homeMeta,
  listMeta,
  pageMeta,
  notFoundMeta,
  projectMeta,
} from './meta/page-meta'
export type { PageMeta } from './meta/page-meta'
export { shareOrCopy } from './ui/share'
export { FadeInSection, useInViewOnce, useReducedMotion, prefersReducedMotion } from './ui/motion'
export { renderWhenNear } from './ui/render-when-near'
export * from './ui/icons'
export { ChipGroup, EmptyState, NotFoundState, PageHero } from './ui/blocks'
export { LazyMarkdown } from './ui/LazyMarkdown'
export { ContentImage } from './ui/ContentImage'
export type { ContentImageProps } from './ui/ContentImage'

// Content, config, constants, contract
export * from './content'
export { siteConfig } from './site-config'
export { TIMINGS, THRESHOLDS, LIMITS, COUNTER_TARGETS, THEME_STORAGE_KEY, NO_DELAYS } from './constants'
export { CONTRACT_VERSION } from './contract'
export { checkContract, isSectionModule } from './contract-check'
export type { SectionModule } from './contract'
export type { ContractCheck } from './contract-check'
export { REMOTES, SECTIONS, defaultRemoteEntryUrl } from './remotes'
export type { SectionName, RemoteDefinition } from './remotes'
