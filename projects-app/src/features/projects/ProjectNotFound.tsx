import { ArrowLeftIcon, Button, NotFoundState, SmartLink } from '@osck/shared'

export function ProjectNotFound() {
  return (
    <NotFoundState
      title="Project Not Found"
      message="The project you're looking for doesn't exist or has been removed."
      action={
        <Button asChild colorPalette="brand" mt="2" focusRing="outside">
          <SmartLink href="/projects">
            <ArrowLeftIcon /> Back to Projects
          </SmartLink>
        </Button>
      }
    />
  )
}
