import { Text, type SectionModule } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RemoteSection } from './RemoteSection'

const loadSection = vi.fn<(section: string) => Promise<SectionModule>>()
vi.mock('./loadSection', () => ({ loadSection: (section: string) => loadSection(section) }))

const working: SectionModule = {
  contractVersion: '1.0.0',
  Routes: () => <Text>Blog screens</Text>,
  HomeTeaser: () => <Text>Latest Articles teaser</Text>,
}

describe('RemoteSection', () => {
  beforeEach(() => {
    loadSection.mockReset()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('shows the fallback, then the remote part', async () => {
    loadSection.mockResolvedValue(working)
    renderWithProviders(<RemoteSection section="blog" part="Routes" fallback={<p>loading blog</p>} />)
    expect(screen.getByText('loading blog')).toBeInTheDocument()
    expect(await screen.findByText('Blog screens')).toBeInTheDocument()
  })

  it('shows a clear message with Retry when the remote cannot load, and Retry loads it', async () => {
    loadSection.mockRejectedValueOnce(new Error('remoteEntry.js 404')).mockResolvedValue(working)
    renderWithProviders(<RemoteSection section="blog" part="Routes" fallback={null} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('The blog is temporarily unavailable')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Blog screens')).toBeInTheDocument()
    expect(loadSection).toHaveBeenCalledTimes(2)
  })

  it('contains a remote that throws while rendering', async () => {
    loadSection.mockResolvedValue({
      contractVersion: '1.0.0',
      Routes: () => {
        throw new Error('boom')
      },
    })
    renderWithProviders(
      <>
        <RemoteSection section="events" part="Routes" fallback={null} />
        <Text>navbar still here</Text>
      </>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Events is temporarily unavailable')
    expect(screen.getByText('navbar still here')).toBeInTheDocument()
  })

  it('renders nothing for a part the remote does not provide', async () => {
    loadSection.mockResolvedValue({ contractVersion: '1.0.0', Routes: () => null })
    const { container } = renderWithProviders(
      <RemoteSection section="projects" part="HomeTeaser" fallback={<p>wait</p>} />,
    )
    await vi.waitFor(() => expect(screen.queryByText('wait')).not.toBeInTheDocument())
    expect(container.textContent).toBe('')
  })
})
