/**
 * Content shown up to a height (equipment 50 or 190 px, description 300 px; spec 001 §9), fading out at the
 * cut, with "show more" when the content is taller. The row that holds the toggle keeps its height whether
 * or not the toggle shows, so measuring after hydration never moves the page; fade and toggle only appear.
 */
import { styled } from '@mui/material/styles';
import { useRef, type ReactNode } from 'react';
import { WITHOUT_SCRIPTS } from '../../../ui';
import { ShowMoreButton, ToggleRow, useShowMore } from './ShowMoreToggle';
import { useOverflow } from './useOverflow';

const Clip = styled('div', { shouldForwardProp: (prop) => prop !== 'clampHeight' })<{ clampHeight: number }>(
  ({ theme, clampHeight }) => ({
    position: 'relative',
    '&[data-expanded="false"]': { maxHeight: clampHeight, overflow: 'hidden' },
    '&[data-expanded="false"][data-overflowing="true"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: 'min(4.5rem, 70%)',
      background: `linear-gradient(to bottom, transparent, ${theme.palette.background.default})`,
      pointerEvents: 'none',
    },
    [WITHOUT_SCRIPTS]: {
      '&[data-expanded="false"]': { maxHeight: 'none' },
      '&[data-expanded="false"][data-overflowing="true"]::after': { content: 'none' },
    },
  }),
);

interface ClampedRegionProps {
  /** Visible height in CSS pixels while collapsed. */
  maxHeight: number;
  children: ReactNode;
}

export function ClampedRegion({ maxHeight, children }: ClampedRegionProps) {
  const { id, expanded, toggle } = useShowMore();
  const content = useRef<HTMLDivElement>(null);
  const overflowing = useOverflow(content, maxHeight);
  return (
    <>
      <Clip id={id} data-expanded={expanded} data-overflowing={overflowing} clampHeight={maxHeight}>
        <div ref={content}>{children}</div>
      </Clip>
      <ToggleRow>
        {overflowing && <ShowMoreButton expanded={expanded} controls={id} onToggle={toggle} />}
      </ToggleRow>
    </>
  );
}
