import type { HTMLAttributes } from 'react';

type CarouselItemProps = Omit<
  HTMLAttributes<HTMLDivElement>,
  'role' | 'aria-roledescription' | 'aria-label'
> & {
  /** A group, or the tab panel of a tabbed carousel's slide tab. */
  role?: 'group' | 'tabpanel';
  roleDescription: string;
  /** Its place, "n av m". */
  label: string;
  /** In view. Out of view it is hidden from assistive technology and inert, so its links are not tabbable. */
  shown: boolean;
};

/** One slide or card of a carousel, as assistive technology meets it. */
export function CarouselItem({
  role = 'group',
  roleDescription,
  label,
  shown,
  ...element
}: CarouselItemProps) {
  return (
    <div
      {...element}
      role={role}
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-hidden={!shown}
      inert={!shown}
    />
  );
}
