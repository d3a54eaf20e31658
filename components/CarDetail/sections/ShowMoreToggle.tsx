/**
 * The "show more / show less" toggle the car page's sections share, and the rule that keeps every text
 * reachable without JavaScript. The server renders each section collapsed, exactly as the browser's first
 * render does, so nothing moves when React takes over; a browser without scripting instead matches
 * `@media (scripting: none)`, which shows the collapsed part and hides the toggle it could not use.
 */
import { styled } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Icon } from '../../../runtime';
import { WITHOUT_SCRIPTS } from '../../../ui';
import { useCarSectionText } from './carSectionTexts';

/** Styles under this key apply only when the page runs no scripts. */

const ToggleButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  minHeight: 40,
  padding: theme.spacing(0.5, 1),
  marginLeft: theme.spacing(-1),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'none',
  color: theme.palette.primary.main,
  fontSize: theme.typography.pxToRem(15),
  textTransform: 'none',
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: 4 },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& > svg': { transition: theme.transitions.create('transform') },
  '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
}));

/** The line under a collapsible part that holds its toggle; its height is kept even while it is empty. */
export const ToggleRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  marginTop: theme.spacing(1),
  [WITHOUT_SCRIPTS]: { display: 'none' },
}));

interface ShowMoreButtonProps {
  expanded: boolean;
  /** The id of the element the button expands. */
  controls: string;
  onToggle: () => void;
}

export function ShowMoreButton({ expanded, controls, onToggle }: ShowMoreButtonProps) {
  const text = useCarSectionText();
  return (
    <ToggleButton type="button" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {expanded ? text('carDetailShowLess') : text('carDetailShowMore')}
      <Icon name="ChevronDown" size={18} />
    </ToggleButton>
  );
}

/** A collapsed-by-default part of a section: its element id, whether it is open, and the toggle. */
export function useShowMore() {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  return { id, expanded, toggle: () => setExpanded((open) => !open) };
}

/**
 * For a list whose items past a count hide while it is collapsed: the list carries `data-expanded`, the
 * items past the count `data-extra`; `display` is how an item shows when it is visible.
 */
export const hiddenExtras = (display: string) =>
  ({
    '&[data-expanded="false"] > [data-extra]': { display: 'none' },
    [WITHOUT_SCRIPTS]: { '&[data-expanded="false"] > [data-extra]': { display } },
  }) as const;
