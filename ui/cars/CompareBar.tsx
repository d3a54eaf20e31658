/**
 * The compare bar (spec 001 §2, §4): fixed to the bottom of the window while the compare list has cars,
 * with their pictures, the count, a button that opens the compare modal and one that clears the list. The
 * page gets bottom padding of the bar's height so the bar never covers its end. Self-contained: the car
 * list renders `<CompareBar />` and nothing else.
 */
import { useAtom } from 'jotai';
import Image from 'next/image';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { buttonClassName, classNames, container, typography } from '../../runtime';
import styles from './CompareBar.module.css';
import { carFullName } from './carName';
import { useCarText } from './carTexts';
import { CompareModal } from './CompareModal';
import { COMPARE_MAX, compareFullAtom } from './compareStore';
import { useCompare } from './useCompare';

const FULL_NOTICE_MS = 6000;

/**
 * Why a car was not added, as MUI's Snackbar says it: over the bar, for 6 s or until Escape or a press
 * elsewhere (a press: the click that showed it is still on its way up when it appears).
 */
function FullNotice({ message, onClose }: { message: string; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const timer = setTimeout(close, FULL_NOTICE_MS);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && ref.current?.contains(event.target))) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);
  return (
    <div ref={ref} className={styles.notice}>
      <div role="alert" className={classNames(typography.body2, styles.noticeContent)}>
        <div className={styles.noticeMessage}>{message}</div>
      </div>
    </div>
  );
}

export function CompareBar() {
  const text = useCarText();
  const { cars, clear } = useCompare();
  const [full, setFull] = useAtom(compareFullAtom);
  const [open, setOpen] = useState(false);
  // Emptied while the modal was open: it must not open again when the next car is added.
  if (cars.length === 0 && open) setOpen(false);
  if (cars.length === 0) return null;

  return (
    <>
      <section aria-label={text('compareBarLabel')} className={styles.bar}>
        <div className={classNames(container.container, container.lg, styles.inner)}>
          <ul className={styles.thumbnails}>
            {cars.map((car) => (
              <li key={car.car_id} className={styles.thumbnail}>
                <Image
                  src={car.car_primary_image.thumbnail_url}
                  alt={carFullName(car)}
                  width={56}
                  height={42}
                  sizes="56px"
                  className={styles.picture}
                />
              </li>
            ))}
          </ul>
          <p className={styles.count}>{text('compareBarCount', { count: cars.length, max: COMPARE_MAX })}</p>
          <div className={styles.actions}>
            <button type="button" className={buttonClassName({}, styles.action)} onClick={clear}>
              {text('compareClear')}
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: 'contained' }, styles.action)}
              onClick={() => setOpen(true)}
            >
              {text('compareOpen', { count: cars.length })}
            </button>
          </div>
        </div>
      </section>
      {full && (
        <FullNotice message={text('compareFull', { max: COMPARE_MAX })} onClose={() => setFull(false)} />
      )}
      <CompareModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
