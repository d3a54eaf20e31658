/**
 * The parts of a searchable list's page section that are the same for every list (the car list, the kit
 * catalogue): the heading and introduction from the rendering's fields, the results (a polite live count,
 * the chosen filters as chips, the error, empty or loading state or the list's own grid, a failed load
 * more, load more) and the drawer the filters (or a cart) open in below a list's breakpoint.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { type ReactNode, useId } from 'react';
import { Icon } from '../../runtime';
import type { RichTextField, TextField } from '../../schemas/generated/fields';
import { LoadMore, type LoadMoreTexts } from './LoadMore';
import type { ListQueryConfig } from './listQueryState';
import { SelectedFilters } from './SelectedFilters';
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
        <Typography variant="h2" id={titleId} sx={{ mb: 2 }}>
          <Text field={title} />
        </Typography>
      )}
      {text?.value && (
        <Typography component="div" sx={{ mb: 3, maxWidth: '70ch', '& p': { my: 1 } }}>
          <RichText field={text} />
        </Typography>
      )}
    </>
  );
}

const ResultsHeader = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  marginBottom: theme.spacing(3),
}));

const Loading = styled('div')(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  minHeight: 320,
  padding: theme.spacing(4),
}));

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
      <ResultsHeader>
        <Typography role="status" variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {list.status === 'loading' ? texts.loading : list.status === 'error' ? '' : texts.count}
        </Typography>
        <SelectedFilters
          config={config}
          facetLabel={facetLabel}
          state={list.state}
          facets={list.facets}
          onChange={list.change}
        />
      </ResultsHeader>
      {list.status === 'error' ? (
        <Alert severity="error">{texts.error}</Alert>
      ) : list.status === 'empty' ? (
        <Typography sx={{ py: 6, textAlign: 'center' }}>{texts.empty}</Typography>
      ) : list.staleServerItems ? (
        <Loading>
          <CircularProgress aria-label={texts.loading} />
        </Loading>
      ) : (
        children
      )}
      {list.loadMoreFailed && (
        <Alert severity="error" sx={{ mt: 3 }}>
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

const DrawerHeader = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: theme.spacing(1.5, 1.5, 1.5, 2.5),
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const DrawerFooter = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderTop: `1px solid ${theme.palette.divider}`,
}));

interface ListDrawerProps {
  open: boolean;
  anchor: 'left' | 'right';
  heading: string;
  closeLabel: string;
  onClose: () => void;
  /** Under the scrolling body (the filters' "show results" button). */
  footer?: ReactNode;
  children: ReactNode;
}

/** A side drawer that is a labelled modal dialog, with a close button in its header. */
export function ListDrawer({
  open,
  anchor,
  heading,
  closeLabel,
  onClose,
  footer,
  children,
}: ListDrawerProps) {
  const headingId = useId();
  return (
    <Drawer
      anchor={anchor}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': headingId,
          sx: { width: 'min(400px, 100vw)' },
        },
      }}
    >
      <DrawerHeader>
        <Typography id={headingId} variant="h6" component="h2">
          {heading}
        </Typography>
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <Icon name="Close" />
        </IconButton>
      </DrawerHeader>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>{children}</Box>
      {footer && <DrawerFooter>{footer}</DrawerFooter>}
    </Drawer>
  );
}
