/**
 * Development only: names the route's root placeholders the page frame does not render (see
 * rootPlaceholders.ts), so content in `jss-main` or `headless-main` under the wrong site configuration
 * is seen at once instead of silently missing. Production renders nothing here; the server logs it.
 */
import { useRuntimeText } from '../i18n/useRuntimeText';
import { DeveloperNotice } from './DeveloperNotice';

export function UnrenderedPlaceholderNotice({
  unrendered,
  rendered,
}: {
  unrendered: readonly string[];
  rendered: readonly string[];
}) {
  const text = useRuntimeText();
  if (process.env.NODE_ENV === 'production' || unrendered.length === 0) return null;
  return (
    <DeveloperNotice role="note" data-unrendered-placeholders={unrendered.join(' ')}>
      {text('unrenderedPlaceholder')}: {unrendered.join(', ')} (site.json layout.rootPlaceholders:{' '}
      {rendered.join(', ')})
    </DeveloperNotice>
  );
}
