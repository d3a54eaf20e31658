import { Text, useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import NextLink from 'next/link';
import {
  buttonClassName,
  chip,
  classNames,
  container,
  Icon,
  localisedPath,
  type RenderingProps,
  typography,
  usePageLanguage,
  useSite,
} from '../../runtime';
import type { StoryExtras, StoryLink } from '../../schemas/generated/content';
import type { TextField } from '../../schemas/generated/fields';
import type { Route } from '../../schemas/generated/layout';
import { CalendarDateField, ContentImage, hasContentImage } from '../../ui';
import type { StoryDetailFields } from './fields.generated';
import styles from './StoryDetail.module.css';
import type { StoryDetailData } from './storyDetailModel';
import { useStoryDetailText } from './storyDetailTexts';

const HERO_SIZES = '(max-width: 1200px) 100vw, 1200px';

/**
 * The story route's field where it carries the editor's markup; otherwise the value the extras hold (the
 * same field, as the content source read it), which is what visitors have always been shown.
 */
const routeField = (field: TextField | undefined, value: string): TextField =>
  field?.editable !== undefined ? field : { value };

function usePublicPath(): (routePath: string) => string {
  const site = useSite();
  const language = usePageLanguage();
  return (routePath) => localisedPath(site, language, routePath);
}

/**
 * Author, publish date and tags; each tag links to the stories index filtered by it. Author and date are
 * the story route's own fields (which the extras repeat), so editors get their chromes.
 */
function PublishInfo({ extras, route }: { extras: StoryExtras; route: Route | undefined }) {
  const text = useStoryDetailText();
  const publicPath = usePublicPath();
  // The terms are read by screen readers, not shown: the icons say the same to sighted visitors.
  return (
    <dl className={styles.publishInfo}>
      {(extras.author || route?.fields.author?.editable) && (
        <div className={styles.entry}>
          <Icon name="User" size={18} />
          <dt className={typography.visuallyHidden}>{text('storyAuthor')}</dt>
          <dd>
            <Text field={routeField(route?.fields.author, extras.author ?? '')} />
          </dd>
        </div>
      )}
      <div className={styles.entry}>
        <Icon name="Calendar" size={18} />
        <dt className={typography.visuallyHidden}>{text('storyPublished')}</dt>
        <dd>
          <CalendarDateField field={routeField(route?.fields.date, extras.date)} />
        </dd>
      </div>
      {extras.tags.length > 0 && (
        <div className={styles.entry}>
          <dt className={typography.visuallyHidden}>{text('storyTags')}</dt>
          <dd className={styles.tags}>
            {extras.tags.map((tag) => (
              <NextLink
                key={tag.id}
                className={classNames(chip.chip, chip.small)}
                href={`${publicPath(extras.parentPath)}?tags=${encodeURIComponent(tag.id)}`}
              >
                <span className={chip.label}>{tag.value}</span>
              </NextLink>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}

function NeighbourLink({ story, direction }: { story: StoryLink; direction: 'previous' | 'next' }) {
  const text = useStoryDetailText();
  const publicPath = usePublicPath();
  const next = direction === 'next';
  return (
    <NextLink
      href={publicPath(story.path)}
      className={buttonClassName(
        { variant: 'outlined' },
        classNames(styles.neighbour, next ? styles.next : styles.previous),
      )}
    >
      {!next && <Icon name="ArrowLeft" size={20} className={styles.startIcon} />}
      <span className={styles.neighbourText}>
        <span className={classNames(typography.caption, styles.neighbourLabel)}>
          {text(next ? 'storyNext' : 'storyPrevious')}
        </span>
        <span className={styles.neighbourTitle}>{story.title}</span>
      </span>
      {next && <Icon name="ArrowRight" size={20} className={styles.endIcon} />}
    </NextLink>
  );
}

export default function StoryDetail({ data }: RenderingProps<StoryDetailFields, StoryDetailData>) {
  const text = useStoryDetailText();
  const publicPath = usePublicPath();
  const { sitecoreContext } = useSitecoreContext();
  const route = sitecoreContext.route as Route | undefined;
  // Route fields are typed by the layout schema (and validated in local content).
  const title = route?.fields.title;
  const preamble = route?.fields.preamble;
  // An unset image arrives as `{value: {}}`.
  const image = route?.fields.image;
  const { extras } = data;

  return (
    <div className={styles.storyDetail}>
      <div className={classNames(container.container, container.md)}>
        {extras && (
          <NextLink href={publicPath(extras.parentPath)} className={buttonClassName({}, styles.back)}>
            <Icon name="ArrowLeft" size={18} className={styles.startIcon} />
            {text('storyBack')}
          </NextLink>
        )}
        <h1 className={typography.h1}>
          {title ? <Text field={title} /> : (route?.displayName ?? route?.name)}
        </h1>
        {preamble && (
          <p className={classNames(typography.body1, styles.preamble)}>
            <Text field={preamble} />
          </p>
        )}
        {extras && <PublishInfo extras={extras} route={route} />}
      </div>
      {hasContentImage(image) && (
        <div className={classNames(container.container, container.lg, styles.following)}>
          <div className={styles.hero}>
            <ContentImage
              field={image}
              fill
              sizes={HERO_SIZES}
              loading="eager"
              fetchPriority="high"
              style={{ objectFit: 'cover' }}
              {...(data.heroBlurDataUrl ? { placeholder: 'blur', blurDataURL: data.heroBlurDataUrl } : {})}
            />
          </div>
        </div>
      )}
      {extras && (extras.previous || extras.next) && (
        <div className={classNames(container.container, container.md, styles.following)}>
          <nav aria-label={text('storyNavigation')} className={styles.neighbours}>
            {extras.previous && <NeighbourLink story={extras.previous} direction="previous" />}
            {extras.next && <NeighbourLink story={extras.next} direction="next" />}
          </nav>
        </div>
      )}
    </div>
  );
}
