/**
 * Turns the generated registry map into the component factory JSS placeholders call with a rendering's
 * `componentName`. Each component is wrapped once so it gets its loader data and its own error boundary. A
 * rendering the content boundary found malformed (MALFORMED_RENDERING) is the section error.
 */
import type { ComponentFactory } from '@sitecore-jss/sitecore-jss-nextjs';
import { use, type ComponentType, type ReactNode } from 'react';
import type { Rendering } from '../../schemas/generated/layout';
import { RenderingBoundary } from '../layout/RenderingBoundary';
import { useRenderingData } from '../layout/RenderingDataContext';
import { MALFORMED_RENDERING } from '../layout/malformedRendering';
import { RenderingIsolationContext } from '../layout/renderingIsolation';
import { SectionError } from '../layout/SectionError';
import type { RenderingProps } from './ComponentEntry';

interface PlaceholderProps {
  rendering: Rendering;
  fields?: Record<string, unknown>;
  params?: Record<string, string>;
}

// Each registry component declares its own field and data types; the factory is where the untyped
// layout data meets them, after build-time validation against the component's field schema.
export type AnyRenderingComponent = (props: RenderingProps<never, never>) => ReactNode;

function withRenderingShell(name: string, Component: AnyRenderingComponent): ComponentType<PlaceholderProps> {
  const Render = Component as ComponentType<RenderingProps<unknown, unknown>>;
  function RegisteredRendering({ rendering, fields, params }: PlaceholderProps) {
    const { data, failed } = useRenderingData(rendering.uid);
    const isolated = use(RenderingIsolationContext);
    return (
      <RenderingBoundary rendering={rendering} isolated={isolated}>
        {failed ? (
          <SectionError />
        ) : (
          <Render rendering={rendering} fields={fields ?? {}} params={params ?? {}} data={data} />
        )}
      </RenderingBoundary>
    );
  }
  RegisteredRendering.displayName = `Rendering(${name})`;
  return RegisteredRendering;
}

export function createComponentFactory(
  components: Readonly<Record<string, AnyRenderingComponent>>,
): ComponentFactory {
  const wrapped = new Map<string, ComponentType<PlaceholderProps>>();
  return (componentName) => {
    if (componentName === MALFORMED_RENDERING) return SectionError;
    const component = Object.hasOwn(components, componentName) ? components[componentName] : undefined;
    if (!component) return null;
    let shell = wrapped.get(componentName);
    if (!shell) {
      shell = withRenderingShell(componentName, component);
      wrapped.set(componentName, shell);
    }
    return shell as ComponentType;
  };
}
