import { Component, type CSSProperties, type ReactNode } from 'react'

const PLAIN: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }

/** A body part shown as it was written: its text, no formatting (see `markdownTooComplex`). */
export function PlainText({ source }: { source: string }) {
  return <p style={PLAIN}>{source}</p>
}

interface Props {
  source: string
  children: ReactNode
}

/**
 * A body part whose formatting fails (a limit `markdownTooComplex` did not foresee) is shown as
 * plain text: the rest of the article, and the page around it, stay as they are.
 */
export class PlainTextOnError extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidUpdate(previous: Props) {
    // Another body (the visitor opened another article): format it again.
    if (this.state.failed && previous.source !== this.props.source) this.setState({ failed: false })
  }

  override render() {
    const { source, children } = this.props
    return this.state.failed ? <PlainText source={source} /> : children
  }
}
