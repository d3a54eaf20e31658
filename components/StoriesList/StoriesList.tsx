import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { RenderingProps } from '../../runtime';
import type { StoriesListFields } from './fields.generated';
import { storiesListOptions, type StoriesListData } from './storiesListModel';
import { useStoriesListText } from './storiesTexts';
import { StoryCard } from './StoryCard';
import { TagChips } from './TagChips';
import { useStoriesList } from './useStoriesList';

/** The container is `lg` (1200px); a column is about half of it in the two-column variant. */
const FULL_WIDTH_SIZES = '(max-width: 1200px) 100vw, 1200px';
const HALF_WIDTH_SIZES = '(max-width: 900px) 100vw, 600px';

function Spinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress aria-label={label} />
    </Box>
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
    <Box component="section" sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        {data.tags.length > 0 && (
          <TagChips
            tags={data.tags}
            selected={list.selected}
            onToggle={list.toggleTag}
            onShowAll={list.showAll}
          />
        )}
        {list.loading === 'first' && <Spinner label={text('storiesLoading')} />}
        {list.failed && (
          <Alert
            severity="error"
            sx={{ mt: 3 }}
            action={
              <Button color="inherit" size="small" onClick={list.retry}>
                {text('storiesRetry')}
              </Button>
            }
          >
            {text('storiesLoadError')}
          </Alert>
        )}
        <Box
          data-load-status={list.status}
          aria-busy={list.loading !== null}
          sx={{
            mt: { xs: 3, md: 4 },
            transition: 'opacity 150ms',
            opacity: list.loading === 'first' ? 0.5 : 1,
          }}
        >
          <div role="status">
            {list.status === 'empty' && (
              <Typography sx={{ py: 4, textAlign: 'center' }}>{text('storiesNoResults')}</Typography>
            )}
          </div>
          {list.stories.length > 0 && (
            <Box
              component="ul"
              ref={listRef}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: { xs: 3, md: 4 },
                gridTemplateColumns: { xs: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' },
              }}
            >
              {list.stories.map((story, index) => {
                const highlighted = highlightFirst && index === 0;
                return (
                  <Box component="li" key={story.id} sx={highlighted ? { gridColumn: '1 / -1' } : undefined}>
                    <StoryCard
                      story={story}
                      showDate={data.showDates}
                      highlighted={highlighted}
                      sizes={highlighted || columns === 1 ? FULL_WIDTH_SIZES : HALF_WIDTH_SIZES}
                      blurDataUrl={story.image ? data.blurDataUrls[story.image.src] : undefined}
                      eager={index === 0}
                    />
                  </Box>
                );
              })}
            </Box>
          )}
        </Box>
        {list.loading === 'more' ? (
          <Spinner label={text('storiesLoading')} />
        ) : (
          list.canLoadMore && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 5 } }}>
              <Button variant="contained" size="large" onClick={list.loadMore}>
                {text('storiesLoadMore')}
              </Button>
            </Box>
          )
        )}
      </Container>
    </Box>
  );
}
