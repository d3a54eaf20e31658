/**
 * Load more with its progress bar, "Visar x av y" (spec 001 §2, §9; the kit catalogue's "Visa fler" and
 * "showingXofY", spec 002 §2). The whole control is hidden when every record is shown and there are fewer
 * than 12; the button shows only while more records remain (and the last page, 19, is not reached). While
 * a page loads the button stays in place, busy. The texts are the list's own.
 */
import { useId } from 'react';
import { classNames, typography, useSite } from '../../runtime';
import { formatCarListTotal, loadMoreControl } from '../carList/carListProgress';
import { formatWholeNumber } from '../format/formatWholeNumber';
import { ListButton } from './ListButton';
import styles from './LoadMore.module.css';
import { Spinner } from '../styles/Spinner';

/** What load more says, in the list's words. */
export interface LoadMoreTexts {
  /** "Visar 48 av 120": the counts come formatted for the market (a total from 10,000 on as `10000+`). */
  showing: (counts: { shown: string; total: string }) => string;
  /** The button. */
  loadMore: string;
  /** The button while the next page loads. */
  loading: string;
}

export interface LoadMoreProps {
  shown: number;
  total: number;
  page: number;
  loading: boolean;
  onLoadMore: () => void;
  texts: LoadMoreTexts;
}

export function LoadMore({ shown, total, page, loading, onLoadMore, texts }: LoadMoreProps) {
  const { locale } = useSite();
  const id = useId();
  const control = loadMoreControl(shown, total, page);
  if (!control.visible) return null;
  const progress = total > 0 ? Math.min(100, (shown / total) * 100) : 100;
  return (
    <div className={styles.loadMore}>
      <p id={id} className={classNames(typography.body2, styles.showing)}>
        {texts.showing({
          shown: formatWholeNumber(shown, locale),
          total: formatCarListTotal(total, locale),
        })}
      </p>
      <span
        role="progressbar"
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-labelledby={id}
        className={styles.progress}
      >
        <span className={styles.bar} style={{ transform: `translateX(${progress - 100}%)` }} />
      </span>
      {control.canLoadMore && (
        <ListButton
          type="button"
          size="large"
          className={styles.button}
          aria-busy={loading}
          onClick={loading ? undefined : onLoadMore}
        >
          {loading && <Spinner size={18} color="inherit" />}
          {loading ? texts.loading : texts.loadMore}
        </ListButton>
      )}
    </div>
  );
}
