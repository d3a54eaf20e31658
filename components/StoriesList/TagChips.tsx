import { chip as chips, classNames } from '../../runtime';
import type { StoryTag } from '../../schemas/generated/content';
import styles from './StoriesList.module.css';
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
    <button
      key={key}
      type="button"
      className={classNames(chips.chip, styles.chip)}
      onClick={onClick}
      aria-pressed={pressed}
    >
      <span className={classNames(chips.label, styles.chipLabel)}>{label}</span>
    </button>
  );
  return (
    <div role="group" aria-label={text('storiesFilterLabel')} className={styles.chips}>
      {chip('all', text('storiesShowAll'), selected.length === 0, onShowAll)}
      {tags.map((tag) => chip(tag.id, tag.value, selected.includes(tag.id), () => onToggle(tag.id)))}
    </div>
  );
}
