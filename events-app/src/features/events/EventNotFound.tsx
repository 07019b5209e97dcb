import { ArrowLeftIcon, Button, NotFoundState, SmartLink } from '@osck/shared'

export function EventNotFound() {
  return (
    <NotFoundState
      title="Event Not Found"
      message="The event you're looking for doesn't exist or has been removed."
      action={
        <Button asChild colorPalette="brand" mt="2" focusRing="outside">
          <SmartLink href="/events">
            <ArrowLeftIcon /> Back to Events
          </SmartLink>
        </Button>
      }
    />
  )
}
