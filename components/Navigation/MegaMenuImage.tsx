import Image from 'next/image';
import styles from './MobileMenu.module.css';
import { MEGA_MENU_IMAGE, type NavigationLink } from './navigationModel';

/** An item's picture in the mobile mega menu: 480×270, never wider than the menu. */
export function MegaMenuImage({ image }: { image: NonNullable<NavigationLink['image']> }) {
  return (
    <div className={styles.image}>
      <Image
        src={image.src}
        alt={image.alt}
        width={MEGA_MENU_IMAGE.width}
        height={MEGA_MENU_IMAGE.height}
        sizes={`(max-width: ${MEGA_MENU_IMAGE.width + 40}px) calc(100vw - 40px), ${MEGA_MENU_IMAGE.width}px`}
        style={{ width: '100%', height: 'auto', objectFit: 'cover' }}
      />
    </div>
  );
}
