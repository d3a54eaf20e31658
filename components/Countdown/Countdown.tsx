import { DateField, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useEffect, useId, useState } from 'react';
import { classNames, container, type RenderingProps, typography, useSite } from '../../runtime';
import { TextOrDefault } from '../../ui';
import styles from './Countdown.module.css';
import { useCountdownText } from './countdownTexts';
import { countdownParts, msUntilNextSecond, parseTargetDate } from './countdownTime';
import type { CountdownFields } from './fields.generated';

/**
 * Milliseconds left, computed in the browser only: the page is static HTML, so the server cannot know
 * the visitor's time, and a server value would not match the first client render. Undefined until mount.
 */
function useRemaining(target: number | undefined): number | undefined {
  const [remaining, setRemaining] = useState<number>();
  useEffect(() => {
    if (target === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = Math.max(0, target - Date.now());
      setRemaining(left);
      if (left > 0) timer = setTimeout(tick, msUntilNextSecond(left));
    };
    tick();
    return () => clearTimeout(timer);
  }, [target]);
  return remaining;
}

export default function Countdown({ fields }: RenderingProps<CountdownFields>) {
  const text = useCountdownText();
  const site = useSite();
  const headingId = useId();
  const labelId = useId();
  const target = parseTargetDate(fields.TargetDate?.value);
  const remaining = useRemaining(target);
  const finished = remaining === 0;

  useEffect(() => {
    if (target === undefined)
      console.error('Countdown: TargetDate is not an ISO date and time', fields.TargetDate);
  }, [target, fields.TargetDate]);

  const parts = remaining === undefined ? undefined : countdownParts(remaining);
  const units = [
    { key: 'days', label: text('countdownDays'), value: parts ? String(parts.days) : '--' },
    {
      key: 'hours',
      label: text('countdownHours'),
      value: parts ? String(parts.hours).padStart(2, '0') : '--',
    },
    {
      key: 'minutes',
      label: text('countdownMinutes'),
      value: parts ? String(parts.minutes).padStart(2, '0') : '--',
    },
    {
      key: 'seconds',
      label: text('countdownSeconds'),
      value: parts ? String(parts.seconds).padStart(2, '0') : '--',
    },
  ];
  const formatDate = (date: Date | null) =>
    date && new Intl.DateTimeFormat(site.locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  // The page editor shows the target date and the finished text as fields to edit, whatever the clock says.
  const editing = fields.TargetDate?.editable !== undefined;
  const title = fields.Title?.value ? fields.Title : undefined;

  return (
    <section aria-labelledby={title ? headingId : undefined} className={styles.countdown}>
      <div className={classNames(container.container, container.md)}>
        {title && (
          <h2 className={typography.h2} id={headingId}>
            <Text field={title} />
          </h2>
        )}
        {fields.Text?.value && (
          <p className={classNames(typography.body1, styles.text)}>
            <Text field={fields.Text} />
          </p>
        )}
        {target !== undefined && !finished && (
          <div role="timer" aria-live="off" aria-labelledby={labelId} className={styles.timer}>
            <span id={labelId} className={typography.visuallyHidden}>
              {text('countdownLabel')}
              {/* The date in the visitor's time zone, so only once mounted (like the clock itself). */}
              {remaining !== undefined && fields.TargetDate && (
                <>
                  : <DateField field={fields.TargetDate} editable={false} render={formatDate} />
                </>
              )}
            </span>
            {units.map((unit) => (
              <div key={unit.key} data-unit={unit.key} className={styles.unit}>
                <span data-value className={styles.value}>
                  {unit.value}
                </span>
                <span className={styles.unitLabel}>{unit.label}</span>
              </div>
            ))}
          </div>
        )}
        {editing && fields.TargetDate && (
          <p className={classNames(typography.body1, styles.date)}>
            {text('countdownLabel')}: <DateField field={fields.TargetDate} render={formatDate} />
          </p>
        )}
        <p
          role="status"
          className={classNames(typography.body1, styles.status, (finished || editing) && styles.shown)}
        >
          {finished || editing ? (
            <TextOrDefault field={fields.FinishedText} fallback={text('countdownFinished')} />
          ) : null}
        </p>
      </div>
    </section>
  );
}
