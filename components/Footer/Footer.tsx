import { Link, RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import {
  classNames,
  container,
  ContentIcon,
  iconButton,
  isIconName,
  offscreen,
  type RenderingProps,
  typography,
} from '../../runtime';
import { LinkButton } from '../../ui';
import { CopyButton } from './CopyButton';
import type { FooterFields } from './fields.generated';
import styles from './Footer.module.css';
import { brandsWithLogo, FooterBrands } from './FooterBrands';

type Column = NonNullable<FooterFields['Columns']>[number];
type SocialLink = NonNullable<FooterFields['SocialLinks']>[number];
type TextField = NonNullable<FooterFields['InfoField1Heading']>;
type RichTextField = NonNullable<FooterFields['InfoField1Text']>;

function FooterHeading({ field }: { field: TextField }) {
  return (
    <h2 className={classNames(typography.body1, styles.heading)}>
      <Text field={field} />
    </h2>
  );
}

function FooterColumn({ fields }: Column) {
  return (
    <div className={styles.links}>
      <FooterHeading field={fields.Title} />
      {fields.Description?.value && (
        <div className={classNames(typography.body2, styles.description)}>
          <RichText field={fields.Description} />
        </div>
      )}
      {fields.ColumnItems && fields.ColumnItems.length > 0 && (
        <ul className={styles.linkList}>
          {fields.ColumnItems.map((item) => (
            <li key={item.id}>
              <Link field={item.fields.Link} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function InfoField({ heading, text }: { heading?: TextField; text?: RichTextField }) {
  if (!heading?.value && !text?.value) return null;
  return (
    <div className={styles.links}>
      {heading?.value && <FooterHeading field={heading} />}
      {text?.value && (
        <div className={classNames(typography.body2, styles.infoText)}>
          <RichText field={text} />
        </div>
      )}
    </div>
  );
}

function SocialLinkItem({ fields }: SocialLink) {
  const name = String(fields.name.value);
  const { href, target } = fields.Url.value;
  // ContentIcon logs an unknown icon name and renders nothing; a link without its icon would be an empty
  // focus stop, so it is left out.
  if (!isIconName(name)) return <ContentIcon name={name} />;
  if (!href) return null;
  return (
    <li>
      <a
        className={classNames(iconButton.iconButton, styles.socialLink)}
        href={href}
        target={target || undefined}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        aria-label={name}
      >
        <ContentIcon name={name} size={20} />
      </a>
    </li>
  );
}

export default function Footer({ fields }: RenderingProps<FooterFields>) {
  const brands = fields.ShowBrands?.value ? brandsWithLogo(fields.Brands) : [];
  const columns = fields.Columns ?? [];
  const socialLinks = fields.SocialLinks ?? [];
  const copyText = fields.CopyText?.value || fields.CopyText?.editable ? fields.CopyText : undefined;
  return (
    <footer className={classNames(styles.footer, offscreen.deferred)}>
      {brands.length > 0 && <FooterBrands heading={fields.BrandsHeading} brands={brands} />}
      <div className={classNames(container.container, container.lg, styles.content)}>
        {columns.length > 0 && (
          <>
            <div className={styles.grid}>
              {columns.map((column) => (
                <FooterColumn key={column.id} {...column} />
              ))}
            </div>
            <hr className={styles.divider} />
          </>
        )}
        <div className={styles.grid}>
          <InfoField heading={fields.InfoField1Heading} text={fields.InfoField1Text} />
          <InfoField heading={fields.InfoField2Heading} text={fields.InfoField2Text} />
          <div className={styles.actions}>
            {fields.HighlightedLink && (
              <LinkButton field={fields.HighlightedLink} variant="contained" color="secondary" size="large" />
            )}
            {socialLinks.length > 0 && (
              <ul className={styles.socialList}>
                {socialLinks.map((link) => (
                  <SocialLinkItem key={link.id} {...link} />
                ))}
              </ul>
            )}
          </div>
        </div>
        {copyText && (
          <div className={styles.copyRow}>
            {fields.CopyLabel?.value && (
              <span className={classNames(typography.body2, styles.copyLabel)}>
                <Text field={fields.CopyLabel} />
              </span>
            )}
            <CopyButton field={copyText} />
          </div>
        )}
      </div>
    </footer>
  );
}
