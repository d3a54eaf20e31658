/**
 * Isolates one rendering so a failure shows the section error and the rest of the page renders. In the
 * browser the error boundary catches it. On the server, where error boundaries do not run, an `isolated`
 * page (see renderingIsolation.tsx) also wraps the rendering in a Suspense boundary whose fallback is the
 * section error: React emits it for the rendering that threw, and the browser, hydrating the same
 * boundary, renders it again and keeps the section error if it throws there too.
 *
 * Otherwise the rendering sits in a visible `<Activity>`: React hydrates the page's frame first and each
 * rendering after it, in slices that give the main thread back between them, instead of the whole page
 * in one long task. Unlike a Suspense boundary, an Activity is never outlined: its content stays in
 * place in the HTML. A click on a rendering not yet hydrated hydrates it at once and is then handled.
 */
import { Activity, Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import type { Rendering } from '../../schemas/generated/layout';
import { SectionError } from './SectionError';

interface Props {
  rendering: Pick<Rendering, 'uid' | 'componentName'>;
  isolated: boolean;
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
    const { isolated, children } = this.props;
    return isolated ? (
      <Suspense fallback={<SectionError />}>{children}</Suspense>
    ) : (
      <Activity mode="visible">{children}</Activity>
    );
  }
}
