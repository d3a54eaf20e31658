/**
 * Stands in for a rendering whose component name is not in the registry. Editors and developers see a
 * notice; production visitors see nothing (the error is logged where the placeholder met the name).
 */
import { useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import type { Rendering } from '../../schemas/generated/layout';
import { useRuntimeText } from '../i18n/useRuntimeText';
import { DeveloperNotice } from './DeveloperNotice';

function componentNameOf(props: unknown): string {
  if (typeof props !== 'object' || props === null || !('rendering' in props)) return '?';
  const rendering = props.rendering as Partial<Pick<Rendering, 'componentName'>> | undefined;
  return rendering?.componentName ?? '?';
}

/** JSS passes the placeholder's props untyped. */
export function UnknownComponent(props: unknown) {
  const componentName = componentNameOf(props);
  const { sitecoreContext } = useSitecoreContext();
  const text = useRuntimeText();
  const visible = process.env.NODE_ENV === 'development' || sitecoreContext.pageEditing === true;
  if (!visible) return null;
  return (
    <DeveloperNotice role="note" data-unknown-component={componentName}>
      {text('unknownComponent')}: {componentName}
    </DeveloperNotice>
  );
}
