/**
 * Load more with its progress bar, "Visar x av y" (spec 001 §2, §9; the kit catalogue's "Visa fler" and
 * "showingXofY", spec 002 §2). The whole control is hidden when every record is shown and there are fewer
 * than 12; the button shows only while more records remain (and the last page, 19, is not reached). While
 * a page loads the button stays in place, busy. The texts are the list's own.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSite } from '../../runtime';
import { formatCarListTotal, loadMoreControl } from '../carList/carListProgress';
import { ListButton } from './ListButton';

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
  return (
    <Box
      sx={{
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
        mt: { xs: 4, md: 6 },
        '& > button': { mt: 1, minWidth: 220 },
      }}
    >
      <Typography id={id} variant="body2" color="text.secondary">
        {texts.showing({
          shown: new Intl.NumberFormat(locale).format(shown),
          total: formatCarListTotal(total, locale),
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total > 0 ? Math.min(100, (shown / total) * 100) : 100}
        aria-labelledby={id}
        sx={{ width: 'min(320px, 100%)', height: 6, borderRadius: 3 }}
      />
      {control.canLoadMore && (
        <ListButton
          type="button"
          data-size="large"
          aria-busy={loading}
          onClick={loading ? undefined : onLoadMore}
        >
          {loading && <CircularProgress size={18} color="inherit" aria-hidden />}
          {loading ? texts.loading : texts.loadMore}
        </ListButton>
      )}
    </Box>
  );
}
