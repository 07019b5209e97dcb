import {
  ArrowLeftIcon,
  Box,
  Button,
  Container,
  NotFoundState,
  Skeleton,
  SkeletonText,
  SmartLink,
  Stack,
} from '@osck/shared'

export function PostSkeleton() {
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }} role="status" aria-busy="true">
      <Box srOnly>Loading article…</Box>
      <Stack gap="4" aria-hidden="true">
        <Skeleton height="6" width="24" />
        <Skeleton height="10" width="80%" />
        <Skeleton height="5" width="40%" />
        <Skeleton height={{ base: '200px', md: '400px' }} borderRadius="2xl" mt="4" />
        <SkeletonText noOfLines={8} mt="6" />
      </Stack>
    </Container>
  )
}

export function PostNotFound() {
  return (
    <NotFoundState
      title="Blog Post Not Found"
      message="The article you're looking for doesn't exist or has been removed."
      action={
        <Button asChild colorPalette="brand" mt="2" focusRing="outside">
          <SmartLink href="/blog">
            <ArrowLeftIcon /> Back to Blog
          </SmartLink>
        </Button>
      }
    />
  )
}
