/**
 * The frame of the teaser blocks (spec 002 §2 "Site selection", "Teaser blocks"): a section named by its
 * title (h2), the block's link button beside the title, and its cards below. Without a title the section
 * is unnamed and the cards' headings are the page's h2s. A block without cards renders nothing, except
 * in the page editor, where it and its empty fields still show so editors can find and fill them.
 */
import { Text, useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import { type ReactNode, useId } from 'react';
import { classNames, container, offscreen, section, typography } from '../../runtime';
import type { LinkField, TextField } from '../../schemas/generated/fields';
import { LinkButton } from '../fields/LinkButton';
import { BlockHeader } from '../cards/BlockHeader';
import teasers from './teasers.module.css';

interface TeaserSectionProps {
  title?: TextField;
  link?: LinkField;
  /** Whether there are no cards to show. */
  empty: boolean;
  /** The cards, given the heading level their titles take and the id of the block's heading, if any. */
  children: (cards: TeaserCards) => ReactNode;
}

export interface TeaserCards {
  headingLevel: 'h2' | 'h3';
  headingId: string | undefined;
}

export function TeaserSection({ title, link, empty, children }: TeaserSectionProps) {
  const { sitecoreContext } = useSitecoreContext();
  const editing = sitecoreContext.pageEditing === true;
  const headingId = useId();
  if (empty && !editing) return null;
  const hasTitle = title !== undefined && (title.value !== '' || editing);
  const hasLink =
    link !== undefined && (Boolean(link.value.href) || (editing && link.editable !== undefined));
  return (
    <section
      className={classNames(section.section, offscreen.deferred)}
      aria-labelledby={hasTitle ? headingId : undefined}
    >
      <div className={classNames(container.container, container.lg)}>
        {(hasTitle || hasLink) && (
          <BlockHeader className={teasers.header}>
            {hasTitle && (
              <h2 className={typography.h2} id={headingId}>
                <Text field={title} />
              </h2>
            )}
            {hasLink && (
              <div className={teasers.link}>
                <LinkButton field={link} variant="outlined" />
              </div>
            )}
          </BlockHeader>
        )}
        {children(
          hasTitle ? { headingLevel: 'h3', headingId } : { headingLevel: 'h2', headingId: undefined },
        )}
      </div>
    </section>
  );
}
