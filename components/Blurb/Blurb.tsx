import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import { classNames, container, type RenderingProps, typography } from '../../runtime';
import { LinkButton, YoutubePlayer } from '../../ui';
import styles from './Blurb.module.css';
import { blurbMedia, type BlurbData, type BlurbMediaItem } from './blurbMedia';
import { BlurbVideo } from './BlurbVideo';
import type { BlurbFields } from './fields.generated';
import { MediaImage } from './MediaImage';
import { useBlurbText } from './blurbTexts';
import { Reveal } from './Reveal';

/**
 * BackgroundColor values: the section's class (its colours and the rich text's, Blurb.module.css) and the
 * link button's colour.
 */
const BACKGROUNDS = {
  default: { className: styles.backgroundDefault, button: 'primary' },
  muted: { className: styles.backgroundMuted, button: 'primary' },
  primary: { className: styles.backgroundPrimary, button: 'secondary' },
  dark: { className: styles.backgroundDark, button: 'secondary' },
} as const;

export type BlurbBackground = keyof typeof BACKGROUNDS;

export function blurbBackground(value: unknown): BlurbBackground {
  const name = String(value ?? '');
  return Object.hasOwn(BACKGROUNDS, name) ? (name as BlurbBackground) : 'default';
}

function MediaCell({
  item,
  half,
  blur,
  title,
}: {
  item: BlurbMediaItem;
  half: boolean;
  blur: Record<string, string>;
  title?: string;
}) {
  const text = useBlurbText();
  const sizes = half ? '(max-width: 899px) 50vw, 300px' : '(max-width: 899px) 100vw, 600px';
  switch (item.kind) {
    case 'youtube':
      return (
        <YoutubePlayer
          videoId={item.id}
          controls={item.controls}
          title={title || text('blurbVideo')}
          playLabel={title ? `${text('blurbPlayVideo')}: ${title}` : text('blurbPlayVideo')}
          className={styles.player}
          poster={
            item.poster && (
              <MediaImage image={item.poster} blurDataUrl={blur[item.poster.value.src]} sizes={sizes} fill />
            )
          }
        />
      );
    case 'video':
      return <BlurbVideo src={item.src} label={item.label} />;
    case 'image':
      return (
        <div className={styles.rounded}>
          <MediaImage image={item.image} blurDataUrl={blur[item.image.value.src]} sizes={sizes} />
        </div>
      );
  }
}

export default function Blurb({ fields, data }: RenderingProps<BlurbFields, BlurbData | undefined>) {
  const headingId = useId();
  const backgroundName = blurbBackground(fields.BackgroundColor?.value);
  const background = BACKGROUNDS[backgroundName];
  const media = blurbMedia(fields);
  const reverse = fields.Reverse?.value === true;
  const blur = data?.blurDataUrls ?? {};
  const title = fields.Title?.value ? String(fields.Title.value) : undefined;

  const textPart = (
    <Reveal key="text" enabled={fields.UseTextAnimations?.value === true} from="below">
      <div data-blurb-part="text">
        {title && fields.Title && (
          <h2 id={headingId} className={classNames(typography.h2, styles.title)}>
            <Text field={fields.Title} />
          </h2>
        )}
        {fields.RichText?.value && (
          <div className={classNames(typography.body1, styles.richText)}>
            <RichText field={fields.RichText} />
          </div>
        )}
        {fields.Link && (
          <LinkButton
            field={fields.Link}
            variant="contained"
            color={background.button}
            size="large"
            className={styles.action}
          />
        )}
      </div>
    </Reveal>
  );

  const mediaPart = media.length > 0 && (
    <Reveal key="media" enabled={fields.UseMediaAnimations?.value === true} from={reverse ? 'right' : 'left'}>
      <div data-blurb-part="media" className={classNames(styles.media, media.length > 1 && styles.several)}>
        {media.map((item, index) => {
          const half = media.length > 1 && index > 0;
          return (
            <div key={item.key} className={half ? undefined : styles.wide}>
              <MediaCell item={item} half={half} blur={blur} title={title} />
            </div>
          );
        })}
      </div>
    </Reveal>
  );

  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      data-background={backgroundName}
      className={classNames(styles.blurb, background.className)}
    >
      <div className={classNames(container.container, container.lg)}>
        <div className={classNames(styles.layout, !mediaPart && styles.textOnly)}>
          {reverse ? [textPart, mediaPart] : [mediaPart, textPart]}
        </div>
      </div>
    </section>
  );
}
