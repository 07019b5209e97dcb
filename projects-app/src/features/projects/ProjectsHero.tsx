import { Button, PageHero, siteConfig, Stack, UsersIcon } from '@osck/shared'

/** Opens the community's group chat invite in a new tab, without giving it this page. */
export function openChatInvite(): void {
  window.open(siteConfig.chatInviteUrl, '_blank', 'noopener,noreferrer')
}

export function ProjectsHero({ onSuggest, onPrefetch }: { onSuggest: () => void; onPrefetch?: () => void }) {
  return (
    <PageHero
      title="Our Projects"
      subtitle="Open source software built by our community in Kampala: apps, platforms and tools that solve real problems. Find a project to follow, use or contribute to."
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
        <Button
          colorPalette="brand"
          size="lg"
          onClick={onSuggest}
          onPointerEnter={onPrefetch}
          onFocus={onPrefetch}
          focusRing="outside"
        >
          Suggest a Project
        </Button>
        <Button
          variant="outline"
          colorPalette="brand"
          size="lg"
          bg="bg"
          onClick={openChatInvite}
          focusRing="outside"
        >
          <UsersIcon /> Join Our Community
        </Button>
      </Stack>
    </PageHero>
  )
}
