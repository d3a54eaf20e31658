import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DateField, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useEffect, useId, useState } from 'react';
import { type RenderingProps, useSite } from '../../runtime';
import { TextOrDefault } from '../../ui';
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

// Pixel strings: in `sx` a bare 1 would mean 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
    <Box
      component="section"
      aria-labelledby={title ? headingId : undefined}
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        py: { xs: 6, md: 9 },
        textAlign: 'center',
      }}
    >
      <Container maxWidth="md">
        {title && (
          <Typography variant="h2" id={headingId}>
            <Text field={title} />
          </Typography>
        )}
        {fields.Text?.value && (
          <Typography sx={{ mt: 1.5, fontSize: { md: '1.125rem' }, opacity: 0.9 }}>
            <Text field={fields.Text} />
          </Typography>
        )}
        {target !== undefined && !finished && (
          <Box
            role="timer"
            aria-live="off"
            aria-labelledby={labelId}
            sx={{
              position: 'relative',
              display: 'grid',
              gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
              gap: { xs: 1, sm: 2 },
              maxWidth: 560,
              mx: 'auto',
              mt: { xs: 3, md: 4 },
            }}
          >
            <Box component="span" id={labelId} sx={visuallyHidden}>
              {text('countdownLabel')}
              {/* The date in the visitor's time zone, so only once mounted (like the clock itself). */}
              {remaining !== undefined && fields.TargetDate && (
                <>
                  : <DateField field={fields.TargetDate} editable={false} render={formatDate} />
                </>
              )}
            </Box>
            {units.map((unit) => (
              <Box
                key={unit.key}
                data-unit={unit.key}
                sx={{
                  py: { xs: 1.5, sm: 2 },
                  borderRadius: 1,
                  border: '1px solid rgba(255, 255, 255, 0.25)',
                  bgcolor: 'rgba(255, 255, 255, 0.08)',
                }}
              >
                <Box
                  component="span"
                  data-value
                  sx={{
                    display: 'block',
                    fontSize: 'clamp(1.75rem, 1.2rem + 3vw, 3.25rem)',
                    fontWeight: 700,
                    lineHeight: 1.1,
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {unit.value}
                </Box>
                <Box
                  component="span"
                  sx={{
                    display: 'block',
                    mt: 0.5,
                    fontSize: { xs: '0.6875rem', sm: '0.8125rem' },
                    letterSpacing: '0.08em',
                    textTransform: 'uppercase',
                    opacity: 0.85,
                  }}
                >
                  {unit.label}
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {editing && fields.TargetDate && (
          <Typography sx={{ mt: 2 }}>
            {text('countdownLabel')}: <DateField field={fields.TargetDate} render={formatDate} />
          </Typography>
        )}
        <Typography
          role="status"
          component="p"
          sx={{ mt: finished || editing ? 3 : 0, fontSize: '1.5rem', fontWeight: 700 }}
        >
          {finished || editing ? (
            <TextOrDefault field={fields.FinishedText} fallback={text('countdownFinished')} />
          ) : null}
        </Typography>
      </Container>
    </Box>
  );
}
