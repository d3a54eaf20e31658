import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import { classNames, container, type RenderingProps } from '../../runtime';
import { ContentImage, hasContentImage, YoutubePlayer } from '../../ui';
import type { YoutubeVideoFields } from './fields.generated';
import styles from './YoutubeVideo.module.css';
import { useYoutubeVideoText } from './youtubeVideoTexts';

/** Computed by the loader on the server: the poster's blur placeholder, when there is one. */
export interface YoutubeVideoData {
  posterBlurDataUrl?: string;
}

/**
 * A YouTube video as a section of its own: the click-to-load player, wide, with the Title on the poster
 * (a local image, or a themed panel without one).
 */
export default function YoutubeVideo({ fields, data }: RenderingProps<YoutubeVideoFields, YoutubeVideoData>) {
  const text = useYoutubeVideoText();
  const titleId = useId();

  const videoId = String(fields.YoutubeID?.value ?? '').trim();
  if (!videoId) return null;
  const title = String(fields.Title?.value ?? '');
  const poster = hasContentImage(fields.Poster) ? fields.Poster : undefined;

  return (
    <section className={styles.section}>
      <div className={classNames(container.container, container.lg)}>
        <YoutubePlayer
          videoId={videoId}
          controls={fields.HasControlBar?.value === true}
          title={title || 'YouTube'}
          playLabel={text('videoPlay')}
          describedBy={title ? titleId : undefined}
          className={styles.player}
          poster={
            poster && (
              <ContentImage
                field={poster}
                alt=""
                fill
                sizes="(min-width: 1200px) 1152px, 100vw"
                placeholder={data?.posterBlurDataUrl ? 'blur' : 'empty'}
                blurDataURL={data?.posterBlurDataUrl}
                style={{ objectFit: 'cover' }}
              />
            )
          }
          caption={
            fields.Title?.value && (
              <span id={titleId} className={styles.caption}>
                <Text field={fields.Title} />
              </span>
            )
          }
        />
      </div>
    </section>
  );
}
