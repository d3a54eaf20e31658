/**
 * The car page's gallery (spec 001 §2, §4, §9): the car's pictures with thumbnails and a fullscreen
 * overlay, and, for a car with them, its video and interior and exterior 360° views behind media tabs.
 * Tabs show only when the car has more than one kind of media; a car whose pictures all fail to load
 * (or that has none) shows a neutral placeholder with its name rather than a broken picture.
 */
import { styled } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../../runtime';
import { GalleryStage } from './galleryStage';
import { useGalleryText, type GALLERY_TEXTS } from './galleryTexts';
import type { CarGalleryProps } from './galleryTypes';
import { GalleryVideo } from './GalleryVideo';
import { ImageViewer } from './ImageViewer';
import { MediaTabs, mediaTabId, type MediaTab } from './MediaTabs';
import { SpinViewer } from './SpinViewer';
import { useGalleryImages } from './useGalleryImages';
import { videoSource } from './videoSource';

type MediaKind = 'images' | 'video' | 'interior' | 'exterior';

const TAB_TEXTS = {
  images: 'galleryTabImages',
  video: 'galleryTabVideo',
  interior: 'galleryTabInterior',
  exterior: 'galleryTabExterior',
} as const satisfies Record<MediaKind, keyof typeof GALLERY_TEXTS>;

const Placeholder = styled(GalleryStage)(({ theme }) => ({
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  textAlign: 'center',
  color: theme.palette.text.secondary,
  '& > p': { margin: 0, fontWeight: 600 },
}));

export function CarGallery({ label, images, videoUrl, exterior360 = [], interior360 = [] }: CarGalleryProps) {
  const text = useGalleryText();
  const id = useId();
  const gallery = useGalleryImages(images);
  const video = videoUrl === undefined ? undefined : videoSource(videoUrl);
  const [chosen, setChosen] = useState<MediaKind>('images');

  const available: Record<MediaKind, boolean> = {
    images: gallery.shown.length > 0,
    video: video !== undefined,
    interior: interior360.length > 0,
    exterior: exterior360.length > 0,
  };
  const tabs: MediaTab<MediaKind>[] = (Object.keys(TAB_TEXTS) as MediaKind[])
    .filter((kind) => available[kind])
    .map((kind) => ({ kind, label: text(TAB_TEXTS[kind]) }));
  // The first kind the car has when the chosen one is gone (its last picture failed).
  const kind = available[chosen] ? chosen : (tabs[0]?.kind ?? 'images');
  const panelId = `${id}-panel`;

  const panels: Record<MediaKind, () => ReactNode> = {
    images: () =>
      gallery.shown.length > 0 ? (
        <ImageViewer label={label} gallery={gallery} />
      ) : (
        <Placeholder>
          <Icon name="Car" size={48} />
          <p>{label}</p>
        </Placeholder>
      ),
    video: () => video && <GalleryVideo source={video} label={label} />,
    // Keyed by view: switching interior and exterior starts a new view (its frames, position, pause).
    interior: () => <SpinViewer key="interior" frames={interior360} label={text('galleryTabInterior')} />,
    exterior: () => <SpinViewer key="exterior" frames={exterior360} label={text('galleryTabExterior')} />,
  };

  return (
    <section aria-label={label}>
      {tabs.length > 1 && (
        <MediaTabs
          label={text('galleryMediaTabs')}
          tabs={tabs}
          selected={kind}
          onSelect={setChosen}
          idBase={id}
          panelId={panelId}
        />
      )}
      {tabs.length > 1 ? (
        <div role="tabpanel" id={panelId} aria-labelledby={mediaTabId(id, kind)}>
          {panels[kind]()}
        </div>
      ) : (
        panels[kind]()
      )}
    </section>
  );
}
