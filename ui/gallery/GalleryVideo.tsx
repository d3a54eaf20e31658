/**
 * The car's video in the gallery's 4:3 stage: a YouTube address through the click-to-load player (nothing
 * from YouTube before play), any other file in the browser's own player, fetched only when played.
 */
import { styled } from '@mui/material/styles';
import { YoutubePlayer } from '../video/YoutubePlayer';
import { GalleryStage } from './galleryStage';
import { useGalleryText } from './galleryTexts';
import type { VideoSource } from './videoSource';

const Stage = styled(GalleryStage)(({ theme }) => ({
  display: 'grid',
  alignContent: 'center',
  backgroundColor: theme.palette.grey[900],
  touchAction: 'auto',
  '& > video': { width: '100%', height: '100%', objectFit: 'contain' },
}));

interface GalleryVideoProps {
  source: VideoSource;
  /** The player's accessible name: the gallery's. */
  label: string;
}

export function GalleryVideo({ source, label }: GalleryVideoProps) {
  const text = useGalleryText();
  return (
    <Stage>
      {source.kind === 'youtube' ? (
        <YoutubePlayer videoId={source.id} controls title={label} playLabel={text('galleryVideoPlay')} />
      ) : (
        <video src={source.src} controls preload="none" playsInline aria-label={label} />
      )}
    </Stage>
  );
}
