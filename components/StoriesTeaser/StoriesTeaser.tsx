import { Text, useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import Image from 'next/image';
import NextLink from 'next/link';
import { useId } from 'react';
import {
  buttonClassName,
  classNames,
  container,
  Icon,
  localisedPath,
  offscreen,
  type RenderingProps,
  typography,
  usePageLanguage,
  useSite,
} from '../../runtime';
import type { Story } from '../../schemas/generated/content';
import { CardBody, CardFrame, CardMedia, formatCalendarDate } from '../../ui';
import type { StoriesTeaserFields } from './fields.generated';
import styles from './StoriesTeaser.module.css';
import type { StoriesTeaserData } from './teaserModel';
import { useStoriesTeaserText } from './teaserTexts';

/** Three columns from `md` in a 1200px container. */
const CARD_SIZES = '(max-width: 900px) 100vw, 400px';

interface TeaserCardProps {
  story: Story;
  blurDataUrl?: string;
  /** h3 under the teaser's heading, h2 when it has none. */
  headingLevel: 'h2' | 'h3';
}

function TeaserCard({ story, blurDataUrl, headingLevel: HeadingLevel }: TeaserCardProps) {
  const site = useSite();
  const language = usePageLanguage();
  return (
    <CardFrame interactive className={styles.card}>
      {story.image && (
        <CardMedia>
          <Image
            src={story.image.src}
            alt={story.image.alt}
            fill
            sizes={CARD_SIZES}
            {...(blurDataUrl ? { placeholder: 'blur', blurDataURL: blurDataUrl } : {})}
          />
        </CardMedia>
      )}
      <CardBody className={styles.body}>
        {/* Title first in the DOM for screen readers; the date shows above it. */}
        <HeadingLevel className={classNames(typography.h3, styles.title)}>
          {/* The whole card is clickable through the title link's stretched area. */}
          <NextLink className={styles.link} href={localisedPath(site, language, story.path)}>
            {story.title}
          </NextLink>
        </HeadingLevel>
        <p className={classNames(typography.body2, styles.date)}>
          <time dateTime={story.date}>{formatCalendarDate(story.date, site.locale)}</time>
        </p>
        {story.preamble && <p className={classNames(typography.body1, styles.preamble)}>{story.preamble}</p>}
      </CardBody>
    </CardFrame>
  );
}

export default function StoriesTeaser({
  fields,
  data,
}: RenderingProps<StoriesTeaserFields, StoriesTeaserData>) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useStoriesTeaserText();
  const { sitecoreContext } = useSitecoreContext();
  const headingId = useId();
  const editing = sitecoreContext.pageEditing === true;
  const hasTitle = Boolean(fields.Title?.value) || (editing && fields.Title !== undefined);
  if (data.stories.length === 0 && !editing) return null;
  return (
    <section
      className={classNames(styles.storiesTeaser, offscreen.deferred)}
      aria-labelledby={hasTitle ? headingId : undefined}
    >
      <div className={classNames(container.container, container.lg)}>
        <div className={styles.header}>
          {hasTitle && fields.Title && (
            <h2 className={typography.h2} id={headingId}>
              <Text field={fields.Title} />
            </h2>
          )}
          <NextLink
            className={buttonClassName({}, styles.showMore)}
            href={localisedPath(site, language, data.indexPath)}
            aria-describedby={hasTitle ? headingId : undefined}
          >
            {text('storiesShowMore')}
            <Icon name="ArrowRight" size={18} className={styles.endIcon} />
          </NextLink>
        </div>
        <ul className={styles.stories}>
          {data.stories.map((story) => (
            <li key={story.id}>
              <TeaserCard
                story={story}
                blurDataUrl={story.image ? data.blurDataUrls[story.image.src] : undefined}
                headingLevel={hasTitle ? 'h3' : 'h2'}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
