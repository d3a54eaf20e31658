import { useEffect, useRef } from 'react';
import { buttonClassName, classNames, container, type RenderingProps, typography } from '../../runtime';
import type { StoriesListFields } from './fields.generated';
import { Alert, Spinner } from '../../ui';
import styles from './StoriesList.module.css';
import { storiesListOptions, type StoriesListData } from './storiesListModel';
import { useStoriesListText } from './storiesTexts';
import { StoryCard } from './StoryCard';
import { TagChips } from './TagChips';
import { useStoriesList } from './useStoriesList';

/** The container is `lg` (1200px); a column is about half of it in the two-column variant. */
const FULL_WIDTH_SIZES = '(max-width: 1200px) 100vw, 1200px';
const HALF_WIDTH_SIZES = '(max-width: 900px) 100vw, 600px';

function Loading({ label }: { label: string }) {
  return (
    <div className={styles.spinner}>
      <Spinner size={40} label={label} />
    </div>
  );
}

function LoadError({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      className={styles.alert}
      action={
        <button
          type="button"
          className={buttonClassName({ color: 'inherit', size: 'small' }, styles.retry)}
          onClick={onRetry}
        >
          {retry}
        </button>
      }
    >
      {message}
    </Alert>
  );
}

export default function StoriesList({ params, data }: RenderingProps<StoriesListFields, StoriesListData>) {
  const text = useStoriesListText();
  const { columns, highlightFirst } = storiesListOptions(params);
  const list = useStoriesList(data);
  const listRef = useRef<HTMLUListElement>(null);
  const { appendedFrom } = list;

  // After load more, focus moves to the first new story (the load-more button was replaced by the spinner).
  useEffect(() => {
    if (appendedFrom === undefined) return;
    listRef.current?.children.item(appendedFrom)?.querySelector<HTMLElement>('a')?.focus();
  }, [appendedFrom, list.stories]);

  return (
    <section className={styles.storiesList}>
      <div className={classNames(container.container, container.lg)}>
        {data.tags.length > 0 && (
          <TagChips
            tags={data.tags}
            selected={list.selected}
            onToggle={list.toggleTag}
            onShowAll={list.showAll}
          />
        )}
        {list.loading === 'first' && <Loading label={text('storiesLoading')} />}
        {list.failed && (
          <LoadError message={text('storiesLoadError')} retry={text('storiesRetry')} onRetry={list.retry} />
        )}
        <div
          data-load-status={list.status}
          aria-busy={list.loading !== null}
          className={classNames(styles.results, list.loading === 'first' && styles.pending)}
        >
          <div role="status">
            {list.status === 'empty' && (
              <p className={classNames(typography.body1, styles.empty)}>{text('storiesNoResults')}</p>
            )}
          </div>
          {list.stories.length > 0 && (
            <ul ref={listRef} className={classNames(styles.stories, columns === 2 && styles.twoColumns)}>
              {list.stories.map((story, index) => {
                const highlighted = highlightFirst && index === 0;
                return (
                  <li key={story.id} className={highlighted ? styles.highlighted : undefined}>
                    <StoryCard
                      story={story}
                      showDate={data.showDates}
                      highlighted={highlighted}
                      sizes={highlighted || columns === 1 ? FULL_WIDTH_SIZES : HALF_WIDTH_SIZES}
                      blurDataUrl={story.image ? data.blurDataUrls[story.image.src] : undefined}
                      eager={index === 0}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        {list.loading === 'more' ? (
          <Loading label={text('storiesLoading')} />
        ) : (
          list.canLoadMore && (
            <div className={styles.loadMore}>
              <button
                type="button"
                className={buttonClassName({ variant: 'contained', size: 'large' })}
                onClick={list.loadMore}
              >
                {text('storiesLoadMore')}
              </button>
            </div>
          )
        )}
      </div>
    </section>
  );
}
