/**
 * The placeholder section error (spec 000 §8): what a visitor sees where one rendering failed.
 */
import { useRuntimeText } from '../i18n/useRuntimeText';
import { buttonClassName } from '../theme/css/buttonClassName';
import { classNames } from '../theme/css/classNames';
import typography from '../theme/css/typography.module.css';
import frame from './frame.module.css';

export function SectionError() {
  const text = useRuntimeText();
  return (
    <div role="alert" data-section-error="" className={frame.sectionError}>
      <h2 className={classNames(typography.h3, typography.gutterBottom)}>{text('sectionErrorHeading')}</h2>
      <p className={typography.body1}>{text('sectionErrorText')}</p>
      <p className={classNames(typography.body1, frame.sectionErrorPrompt)}>{text('sectionErrorPrompt')}</p>
      <button
        type="button"
        className={buttonClassName({ variant: 'contained' })}
        onClick={() => window.location.reload()}
      >
        {text('sectionErrorReload')}
      </button>
    </div>
  );
}
