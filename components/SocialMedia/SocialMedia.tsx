import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Icon, type RenderingProps } from '../../runtime';
import type { SocialMediaFields } from './fields.generated';
import { shareLinks } from './shareLinks';
import { useSocialMediaText } from './socialMediaTexts';
import { TextOrDefault, useCopyFeedback } from '../../ui';

/**
 * Computed by the loader on the server from the route: the page's canonical URL and title. The same on the
 * server and in the browser (no hydration difference), and free of whatever query string the visitor came
 * with (tracking parameters, `sc_site`), so every share points at the one canonical page.
 */
export interface SocialMediaData {
  url: string;
  title: string;
}

/** How long "copied" shows after a copy (spec 000 §9: 1000 ms). */
export const COPY_FEEDBACK_MS = 1000;

const buttonStyles = {
  width: 44,
  height: 44,
  border: 1,
  borderColor: 'divider',
  color: 'text.primary',
  transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
  '&:hover': { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

export default function SocialMedia({ fields, data }: RenderingProps<SocialMediaFields, SocialMediaData>) {
  const text = useSocialMediaText();
  const headingId = useId();
  const { copied, copy } = useCopyFeedback(COPY_FEEDBACK_MS, 'Copying the page link failed');

  if (!data?.url) return null;
  const { url, title } = data;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 3, md: 4 } }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2.5, rowGap: 1.5 }}
      >
        <Typography id={headingId} component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          <TextOrDefault field={fields.Title} fallback={text('shareTitle')} />
        </Typography>
        <Box component="ul" sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {shareLinks(url, title).map(({ network, href }) => (
            <li key={network}>
              <IconButton
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={text('shareOn').replace('{{network}}', network)}
                sx={buttonStyles}
              >
                <Icon name={network} size={20} />
              </IconButton>
            </li>
          ))}
          <li>
            <IconButton aria-label={text('shareCopy')} onClick={() => copy(url)} sx={buttonStyles}>
              <Icon name={copied ? 'Check' : 'Copy'} size={20} />
            </IconButton>
          </li>
        </Box>
        <Box
          role="status"
          component="span"
          sx={{ fontSize: '0.875rem', fontWeight: 600, color: 'text.secondary' }}
        >
          {copied ? text('shareCopied') : ''}
        </Box>
      </Container>
    </Box>
  );
}
