/**
 * A list of expandable sections from Sitecore items (`{ id, fields: { Title, Content } }`) in MUI's
 * accordion look (AccordionItems.module.css): each summary is a native button inside an h3 with
 * `aria-expanded`, so the sections work by keyboard and announce their state; the button controls its
 * panel, and the panel is a region named by the button. A button in a heading rather than `<details>`:
 * screen readers read a `<summary>` as a button, and a heading inside one is lost to them.
 */
import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId, useState } from 'react';
import { classNames, Icon, typography } from '../../runtime';
import type { RichTextField, TextField } from '../../schemas/generated/fields';
import styles from './AccordionItems.module.css';

export interface AccordionItem {
  id: string;
  fields: { Title: TextField; Content: RichTextField };
}

/** A caller's classes for each part, added to what every accordion shares (their rules win). */
export interface AccordionClasses {
  item?: string;
  /** Added to an item while it is open. */
  expanded?: string;
  /** The button. */
  summary?: string;
  /** The item's title in the button. */
  title?: string;
  /** The box around the content, inside the region. */
  details?: string;
}

export interface AccordionItemsProps {
  items: AccordionItem[];
  /** Opens the first section when the page loads (rendering parameter `FirstItemOpen`). */
  firstItemOpen: boolean;
  classes?: AccordionClasses;
}

export function AccordionItems({ items, firstItemOpen, classes = {} }: AccordionItemsProps) {
  const itemId = useId();
  return items.map((item, index) => (
    <AccordionSection
      key={item.id}
      item={item}
      id={`${itemId}-${index}`}
      defaultExpanded={index === 0 && firstItemOpen}
      classes={classes}
    />
  ));
}

interface AccordionSectionProps {
  item: AccordionItem;
  /** The prefix of the button's and the panel's ids. */
  id: string;
  defaultExpanded: boolean;
  classes: AccordionClasses;
}

function AccordionSection({ item, id, defaultExpanded, classes }: AccordionSectionProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div
      className={classNames(
        styles.item,
        classes.item,
        expanded && styles.expanded,
        expanded && classes.expanded,
      )}
    >
      <h3 className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          aria-expanded={expanded}
          aria-controls={panelId}
          className={classNames(styles.summary, classes.summary)}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className={classNames(styles.title, classes.title)}>
            <Text field={item.fields.Title} />
          </span>
          <span className={styles.expandIcon}>
            <Icon name="ChevronDown" size={22} />
          </span>
        </button>
      </h3>
      <div className={styles.collapse}>
        <div role="region" id={panelId} aria-labelledby={buttonId} className={styles.region}>
          <div className={classNames(styles.details, classes.details)}>
            <div className={classNames(typography.body1, styles.content)}>
              <RichText field={item.fields.Content} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
