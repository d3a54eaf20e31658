/**
 * A Sitecore link field shown as a button. Visitors get a real link (`<a href>`, client-side navigation
 * for internal paths); editors get JSS's editable link so the field stays editable in the page editor.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import { Link, useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import NextLink from 'next/link';
import type { LinkField } from '../../schemas/generated/fields';

type LinkButtonProps = Pick<ButtonProps, 'variant' | 'color' | 'size' | 'sx'> & { field: LinkField };

export function LinkButton({ field, ...buttonProps }: LinkButtonProps) {
  const { sitecoreContext } = useSitecoreContext();
  const { href, text, target, title } = field.value;
  if (sitecoreContext.pageEditing && field.editable) return <Link field={field} />;
  if (!href) return null;
  const external = /^[a-z]+:/i.test(href);
  return (
    <Button
      {...buttonProps}
      href={href}
      LinkComponent={external ? 'a' : NextLink}
      target={target || undefined}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      title={title || undefined}
    >
      {text || href}
    </Button>
  );
}
