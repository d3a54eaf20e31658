/**
 * Stands in for a rendering whose component name is not in the registry. Editors and developers see a
 * notice; production visitors see nothing (the error is logged where the placeholder met the name).
 */
import Box from '@mui/material/Box';
import { useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import type { Rendering } from '../../schemas/generated/layout';
import { useRuntimeText } from '../i18n/useRuntimeText';

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
    <Box
      role="note"
      data-unknown-component={componentName}
      sx={{
        m: 2,
        p: 2,
        border: '2px dashed',
        borderColor: 'warning.main',
        color: 'warning.dark',
        fontFamily: 'monospace',
      }}
    >
      {text('unknownComponent')}: {componentName}
    </Box>
  );
}
