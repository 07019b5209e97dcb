import { Component, type ErrorInfo, type ReactNode } from 'react'
import type { SectionName } from '@osck/shared'
import { OfflineMessage } from '../offline/OfflineMessage'
import { isOffline } from '../offline/openedPages'
import { SectionUnavailable } from './SectionUnavailable'

interface Props {
  section: SectionName
  onRetry: () => void
  compact?: boolean
  children: ReactNode
}

/**
 * Isolates one remote: whatever it throws stays inside its section. Without a connection the
 * failure is the connection's, and the visitor is told that instead.
 */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remotes] the ${this.props.section} section failed`, error, info.componentStack)
  }

  override render() {
    if (this.state.failed) {
      const retry = () => {
        this.setState({ failed: false })
        this.props.onRetry()
      }
      if (isOffline()) return <OfflineMessage compact={this.props.compact} onRetry={retry} />
      return <SectionUnavailable section={this.props.section} compact={this.props.compact} onRetry={retry} />
    }
    return this.props.children
  }
}
