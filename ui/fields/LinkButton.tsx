/**
 * A Sitecore link field shown as a button. Visitors get a real link (`<a href>`, client-side navigation
 * for internal paths); editors get JSS's editable link so the field stays editable in the page editor.
 * Styled by a CSS module (runtime/theme/css/button.module.css), so it serves components of either styling.
 */
import { Link, useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import NextLink from 'next/link';
import type { LinkField } from '../../schemas/generated/fields';
import { type ButtonLook, buttonClassName } from '../../runtime';

type LinkButtonProps = ButtonLook & { field: LinkField; className?: string };

export function LinkButton({ field, className, ...look }: LinkButtonProps) {
  const { sitecoreContext } = useSitecoreContext();
  const { href, text, target, title } = field.value;
  if (sitecoreContext.pageEditing && field.editable) return <Link field={field} />;
  if (!href) return null;
  const LinkElement = /^[a-z]+:/i.test(href) ? 'a' : NextLink;
  return (
    <LinkElement
      className={buttonClassName(look, className)}
      href={href}
      target={target || undefined}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      title={title || undefined}
    >
      {text || href}
    </LinkElement>
  );
}
