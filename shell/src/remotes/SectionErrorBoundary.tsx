import { Component, type ErrorInfo, type ReactNode } from 'react'
import type { SectionName } from '@osck/shared'
import { SectionUnavailable } from './SectionUnavailable'

interface Props {
  section: SectionName
  onRetry: () => void
  compact?: boolean
  children: ReactNode
}

/** Isolates one remote: whatever it throws stays inside its section. */
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
      return (
        <SectionUnavailable
          section={this.props.section}
          compact={this.props.compact}
          onRetry={() => {
            this.setState({ failed: false })
            this.props.onRetry()
          }}
        />
      )
    }
    return this.props.children
  }
}
