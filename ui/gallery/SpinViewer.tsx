/**
 * A 360° view (spec 001 §4): the frames stacked in one 4:3 stage and shown one at a time, so every frame
 * is loading from the start and a turn never waits. Dragging turns the car; the buttons below turn it
 * step by step and pause or resume the rotation (dragging must not be the only way, WCAG 2.5.7).
 */
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { Icon } from '../../runtime';
import { carouselControlStyles } from '../carousel/carouselControls';
import { arrowKeyStep } from './arrowKeyStep';
import { GalleryStage } from './galleryStage';
import { useGalleryText } from './galleryTexts';
import { useSpin } from './useSpin';

const Frames = styled(GalleryStage)({
  cursor: 'grab',
  '&:active': { cursor: 'grabbing' },
  '& > img': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'contain',
    visibility: 'hidden',
  },
  '& > img[data-current]': { visibility: 'visible' },
});

const Controls = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  marginTop: theme.spacing(1.5),
  '& > p': { margin: 0, marginLeft: 'auto', fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& button': { ...carouselControlStyles, width: 40, height: 40 },
}));

interface SpinViewerProps {
  /** Frame image URLs in rotation order. */
  frames: readonly string[];
  /** The view's accessible name, such as "Exteriör 360°". */
  label: string;
}

export function SpinViewer({ frames, label }: SpinViewerProps) {
  const text = useGalleryText();
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  const spin = useSpin(frames.length, settled.size >= frames.length);
  const settle = (index: number) => setSettled((done) => (done.has(index) ? done : new Set(done).add(index)));

  return (
    <div onKeyDown={arrowKeyStep(spin.turn)}>
      <Frames role="img" aria-label={label} {...spin.dragHandlers}>
        {frames.map((src, index) => (
          // eslint-disable-next-line @next/next/no-img-element -- frames come from the 360° service's own host, shown as they are
          <img
            key={`${index}-${src}`}
            src={src}
            alt=""
            draggable={false}
            decoding="async"
            data-current={index === spin.frame || undefined}
            // A frame that loaded before React attached its handlers has no load event left to send.
            ref={(image) => {
              if (image?.complete) settle(index);
            }}
            onLoad={() => settle(index)}
            onError={() => settle(index)}
          />
        ))}
      </Frames>
      <Controls>
        <IconButton aria-label={text('gallerySpinLeft')} onClick={() => spin.turn(-1)}>
          <Icon name="ChevronLeft" size={20} />
        </IconButton>
        <IconButton
          aria-label={text('gallerySpinPause')}
          aria-pressed={!spin.playing}
          onClick={spin.togglePlaying}
        >
          <Icon name={spin.playing ? 'Pause' : 'Play'} size={18} />
        </IconButton>
        <IconButton aria-label={text('gallerySpinRight')} onClick={() => spin.turn(1)}>
          <Icon name="ChevronRight" size={20} />
        </IconButton>
        <p>{text('gallerySpinHint')}</p>
      </Controls>
    </div>
  );
}
