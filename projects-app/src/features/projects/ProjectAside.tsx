import {
  Box,
  Button,
  ExternalLinkIcon,
  GithubIcon,
  Heading,
  SmartLink,
  Stack,
  statusColor,
  Text,
  type Project,
} from '@osck/shared'

/** Status box, the project's links and 'Get Involved'. */
export function ProjectAside({ project }: { project: Project }) {
  const color = statusColor(project.status)
  return (
    <Stack
      as="aside"
      aria-label="Project details"
      gap="6"
      alignSelf="start"
      position={{ lg: 'sticky' }}
      top={{ lg: '88px' }}
    >
      <Box
        p="5"
        borderWidth="1px"
        borderRadius="xl"
        bg="bg.panel"
        borderStartWidth="4px"
        borderStartColor={`${color}.solid`}
      >
        <Text fontWeight="semibold" data-testid="current-status">
          Current Status: {project.status}
        </Text>
      </Box>
      <Stack gap="3">
        {project.link && (
          <Button asChild colorPalette="brand" size="lg" focusRing="outside">
            <SmartLink href={project.link}>
              View Project <ExternalLinkIcon />
            </SmartLink>
          </Button>
        )}
        <Button variant="outline" size="lg" focusRing="outside">
          <GithubIcon /> GitHub Repository
        </Button>
      </Stack>
      <Box p="5" borderWidth="1px" borderRadius="xl" bg="bg.panel">
        <Heading as="h2" size="lg" mb="2">
          Get Involved
        </Heading>
        <Text color="fg.muted">
          Whether you write code, design, test or document, there is a place for you on this project. Say
          hello in our community chat and pick up a first task with the team.
        </Text>
      </Box>
    </Stack>
  )
}
