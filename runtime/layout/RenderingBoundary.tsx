/**
 * Isolates one rendering so a failure shows the section error and the rest of the page renders.
 *
 * Error boundaries do not run during server rendering, so the boundary also holds a Suspense boundary:
 * when a rendering throws on the server, React emits the Suspense fallback (the section error) for just
 * that part, and the browser then renders it again; if it throws there too, the error boundary keeps the
 * section error on screen.
 */
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import type { Rendering } from '../../schemas/generated/layout';
import { SectionError } from './SectionError';

interface Props {
  rendering: Pick<Rendering, 'uid' | 'componentName'>;
  children: ReactNode;
}

export class RenderingBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const { componentName, uid } = this.props.rendering;
    console.error(`Rendering ${componentName} (${uid}) failed:`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <SectionError />;
    return <Suspense fallback={<SectionError />}>{this.props.children}</Suspense>;
  }
}
