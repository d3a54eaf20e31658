/**
 * The parts of a searchable list's page section that are the same for every list (the car list, the kit
 * catalogue): the heading and introduction from the rendering's fields, and the results (a polite live
 * count, the chosen filters as chips, the error, empty or loading state or the list's own grid, a failed
 * load more, load more); and the car list's filter drawer below its breakpoint (the kit catalogue's
 * drawers stay MUI's: components/Kits/KitsDrawer.tsx).
 */
import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { type ReactNode, useId } from 'react';
import { classNames, Icon, iconButton, typography } from '../../runtime';
import type { RichTextField, TextField } from '../../schemas/generated/fields';
import { useModalDialog } from '../dialogs/useModalDialog';
import { LoadMore, type LoadMoreTexts } from './LoadMore';
import type { ListQueryConfig } from './listQueryState';
import styles from './ListView.module.css';
import { SelectedFilters } from './SelectedFilters';
import { Alert } from '../styles/Alert';
import { Spinner } from '../styles/Spinner';
import type { SearchList } from './useSearchList';

interface ListIntroProps {
  title?: TextField;
  text?: RichTextField;
  /** The heading's id, for the section and the grid it names. */
  titleId: string;
}

/** The optional heading (h2) and introduction above the list. */
export function ListIntro({ title, text, titleId }: ListIntroProps) {
  return (
    <>
      {title?.value && (
        <h2 id={titleId} className={classNames(typography.h2, styles.title)}>
          <Text field={title} />
        </h2>
      )}
      {text?.value && (
        <div className={classNames(typography.body1, styles.intro)}>
          <RichText field={text} />
        </div>
      )}
    </>
  );
}

/** What the results say, in the list's words. */
export interface ListResultsTexts {
  /** The number of results, as the live region reads it ("356 tillbehör"). */
  count: string;
  loading: string;
  /** The search failed (the spec's `carListError`). */
  error: string;
  /** Nothing matches (the spec's `noSearchResults`). */
  empty: string;
  loadMore: LoadMoreTexts;
}

interface ListResultsProps<Item> {
  list: SearchList<Item>;
  config: ListQueryConfig;
  facetLabel: (field: string) => string;
  texts: ListResultsTexts;
  /** The list's grid of the records `list.items`. */
  children: ReactNode;
}

export function ListResults<Item>({ list, config, facetLabel, texts, children }: ListResultsProps<Item>) {
  return (
    <>
      <div className={styles.resultsHeader}>
        <p role="status" className={classNames(typography.h6, styles.count)}>
          {list.status === 'loading' ? texts.loading : list.status === 'error' ? '' : texts.count}
        </p>
        <SelectedFilters
          config={config}
          facetLabel={facetLabel}
          state={list.state}
          facets={list.facets}
          onChange={list.change}
        />
      </div>
      {list.status === 'error' ? (
        <Alert severity="error">{texts.error}</Alert>
      ) : list.status === 'empty' ? (
        <p className={classNames(typography.body1, styles.empty)}>{texts.empty}</p>
      ) : list.staleServerItems ? (
        <div className={styles.loading}>
          <Spinner size={40} label={texts.loading} />
        </div>
      ) : (
        children
      )}
      {list.loadMoreFailed && (
        <Alert severity="error" className={styles.loadMoreFailed}>
          {texts.error}
        </Alert>
      )}
      {list.status === 'success' && (
        <LoadMore
          shown={list.items.length}
          total={list.total}
          page={list.state.page}
          loading={list.loadingMore}
          onLoadMore={list.loadMore}
          texts={texts.loadMore}
        />
      )}
    </>
  );
}

interface ListDrawerProps {
  open: boolean;
  heading: string;
  closeLabel: string;
  onClose: () => void;
  /** Under the scrolling body (the filters' "show results" button). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A side drawer that is a labelled modal dialog (ui/dialogs/useModalDialog.ts), with a close button in
 * its header, sliding in from the left as MUI's Drawer does.
 */
export function ListDrawer({ open, heading, closeLabel, onClose, footer, children }: ListDrawerProps) {
  const headingId = useId();
  const { rendered, dialogClassName, dialogProps } = useModalDialog(open, onClose, 'slideFromLeft');
  if (!rendered) return null;
  return (
    <dialog
      {...dialogProps}
      aria-labelledby={headingId}
      className={classNames(dialogClassName, styles.drawer)}
    >
      <div className={styles.drawerHeader}>
        <h2 id={headingId} className={typography.h6}>
          {heading}
        </h2>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={onClose}
          className={classNames(iconButton.iconButton, styles.close)}
        >
          <Icon name="Close" />
        </button>
      </div>
      <div className={styles.drawerBody}>{children}</div>
      {footer && <div className={styles.drawerFooter}>{footer}</div>}
    </dialog>
  );
}
