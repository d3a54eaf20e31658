import { KeyphraseSearchForm } from '../../ui';
import styles from './carousel.module.css';
import { useCarouselText } from './carouselTexts';

interface CarouselSearchProps {
  searchUrl: string;
  placeholder: string;
}

/** The search field under the slides: a card overlapping their bottom edge. */
export function CarouselSearch({ searchUrl, placeholder }: CarouselSearchProps) {
  const text = useCarouselText();

  return (
    <KeyphraseSearchForm
      searchUrl={searchUrl}
      label={placeholder || text('carouselSearch')}
      placeholder={placeholder}
      submitText={text('carouselSearch')}
      icon="field"
      className={styles.search}
      inputClassName={styles.searchField}
      buttonProps={{ size: 'large', className: styles.searchButton }}
    />
  );
}
