import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { StoryTag } from '../../schemas/generated/content';
import { useStoriesListText } from './storiesTexts';

interface TagChipsProps {
  tags: readonly StoryTag[];
  selected: readonly string[];
  onToggle: (tagId: string) => void;
  onShowAll: () => void;
}

/** Show-all plus one chip per tag; several tags can be selected (spec 000 §2, §4). */
export function TagChips({ tags, selected, onToggle, onShowAll }: TagChipsProps) {
  const text = useStoriesListText();
  const chip = (key: string, label: string, pressed: boolean, onClick: () => void) => (
    <Chip
      key={key}
      label={label}
      clickable
      onClick={onClick}
      aria-pressed={pressed}
      color={pressed ? 'primary' : 'default'}
      variant={pressed ? 'filled' : 'outlined'}
    />
  );
  return (
    <Box
      role="group"
      aria-label={text('storiesFilterLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {chip('all', text('storiesShowAll'), selected.length === 0, onShowAll)}
      {tags.map((tag) => chip(tag.id, tag.value, selected.includes(tag.id), () => onToggle(tag.id)))}
    </Box>
  );
}
