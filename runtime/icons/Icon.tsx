/**
 * Icons inlined as `<svg>` (spec 000 §2 icon set). Code names icons with `Icon` (type-checked names);
 * content names them with `ContentIcon` (checked at run time, spec 000 §8: an unknown name is logged and
 * renders nothing).
 */
import { useId, type CSSProperties } from 'react';
import { ICON_PATHS } from './iconPaths';

export type IconName = keyof typeof ICON_PATHS;

/** Whether a string from content names an icon of the set (own keys only, so `toString` is not one). */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_PATHS, name);
}

interface IconProps {
  name: IconName;
  /** Width and height in pixels. */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
  style?: CSSProperties;
}

export function Icon({ name, size = 24, title, className, style }: IconProps) {
  const titleId = useId();
  const labelled = title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className}
      style={style}
      data-icon={name}
      {...labelled}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {ICON_PATHS[name]}
    </svg>
  );
}

type ContentIconProps = Omit<IconProps, 'name'> & {
  /** An icon name as an editor typed or picked it; empty means no icon. */
  name: string | null | undefined;
};

export function ContentIcon({ name, ...iconProps }: ContentIconProps) {
  if (!name) return null;
  if (!isIconName(name)) {
    console.error(`Unknown icon "${name}"`);
    return null;
  }
  return <Icon name={name} {...iconProps} />;
}
