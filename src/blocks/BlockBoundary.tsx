'use client'

import { Component, type ErrorInfo, type ReactNode } from 'react'
import { SectionFailure, type SectionFailureTexts } from './SectionFailure'

type Props = { slug: string; texts: SectionFailureTexts; children: ReactNode }

/** Catches a block that fails in the browser, so one broken section never takes the page down. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`block "${this.props.slug}" failed`, error, info.componentStack)
  }

  render() {
    return this.state.failed ? <SectionFailure texts={this.props.texts} /> : this.props.children
  }
}
