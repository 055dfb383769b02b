import { Component, type ReactNode } from 'react';

import { UnknownBlock } from './UnknownBlock';

/** One block's error boundary: a block that throws while rendering becomes the quiet placeholder; the portal stays. */
export class BlockBoundary extends Component<{ title: string; children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn('[portal] a block failed to render', error);
  }

  override render() {
    return this.state.failed ? <UnknownBlock title={this.props.title} /> : this.props.children;
  }
}
