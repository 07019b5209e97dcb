import { notFoundMeta, projectMeta, useDocumentMeta, useParams } from '@osck/shared'
import { DetailLoading } from '../features/projects/DetailLoading'
import { ProjectDetail } from '../features/projects/ProjectDetail'
import { ProjectNotFound } from '../features/projects/ProjectNotFound'
import { useProjectDetail } from '../features/projects/useProjectDetail'

function ProjectDetailScreen({ slug }: { slug: string }) {
  const { phase, project } = useProjectDetail(slug)
  useDocumentMeta(
    phase !== 'done'
      ? undefined
      : project
        ? projectMeta(project)
        : notFoundMeta('Project Not Found', `/projects/${slug}`),
  )

  if (phase !== 'done') return <DetailLoading phase={phase} />
  return project ? <ProjectDetail project={project} /> : <ProjectNotFound />
}

/** A new slug is a new screen: its own load. */
export function ProjectDetailPage() {
  const { slug = '' } = useParams()
  return <ProjectDetailScreen key={slug} slug={slug} />
}
