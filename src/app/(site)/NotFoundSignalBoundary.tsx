'use client'

import { Component, type ReactNode } from 'react'

/** Catches the 404 signal of NotFoundStatus in the browser: the view around it stays. */
export class NotFoundSignalBoundary extends Component<{ children: ReactNode }, { caught: boolean }> {
  state = { caught: false }

  static getDerivedStateFromError() {
    return { caught: true }
  }

  render() {
    return this.state.caught ? null : this.props.children
  }
}
