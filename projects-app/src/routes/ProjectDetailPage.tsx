import { loadProject, projectMeta, TIMINGS, useParams } from '@osck/shared'
import { DetailScreen } from '@osck/shared/sections/detail-screen'
import { ProjectDetail } from '../features/projects/ProjectDetail'
import { ProjectDetailSkeleton } from '../features/projects/ProjectDetailSkeleton'
import { wait } from '../features/projects/use-projects-list'

/** A new slug is a new screen: its own load. */
export function ProjectDetailPage() {
  const { slug = '' } = useParams()
  return (
    // docs/product.md: TIMINGS.projectDetailBeforeMs before the read, projectDetailAfterMs after it.
    <DetailScreen
      key={slug}
      load={() => wait(TIMINGS.projectDetailBeforeMs).then(() => loadProject(slug))}
      what={`[projects] the project ${slug}`}
      meta={projectMeta}
      notFound={{
        title: 'Project Not Found',
        message: "The project you're looking for doesn't exist or has been removed.",
        path: `/projects/${slug}`,
        back: { href: '/projects', label: 'Back to Projects' },
      }}
      skeleton={(phase) => <ProjectDetailSkeleton phase={phase} />}
      settleMs={TIMINGS.projectDetailAfterMs}
    >
      {(project) => <ProjectDetail project={project} />}
    </DetailScreen>
  )
}
