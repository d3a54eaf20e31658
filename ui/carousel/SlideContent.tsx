import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import type { LinkField, TextField } from '../../schemas/generated/fields';
import { LinkButton } from '../fields/LinkButton';

interface SlideContentProps {
  fields: { Title?: TextField; Text?: TextField; Link?: LinkField };
  /** The gradient laid over the picture so white text reads on any picture. */
  shade: string;
  /** Room kept free at the bottom for the carousel's controls. */
  bottomSpace: { xs: number; md: number };
  maxWidth: number;
  /** The look of the title; it is an h2 whatever the look. */
  titleVariant: 'h1' | 'h2';
  titleSx: SxProps<Theme>;
  bodySx: SxProps<Theme>;
  linkSx: SxProps<Theme>;
}

/**
 * What lies over a slide's picture: the shade, and at the bottom the title (h2), text and link button,
 * each left out when empty. The slide itself must be positioned (the shade covers it).
 */
export function SlideContent({
  fields: { Title: title, Text: body, Link: link },
  shade,
  bottomSpace,
  maxWidth,
  titleVariant,
  titleSx,
  bodySx,
  linkSx,
}: SlideContentProps) {
  return (
    <>
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, background: shade }} />
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          pb: bottomSpace,
        }}
      >
        <Box sx={{ maxWidth }}>
          {title?.value && (
            <Typography component="h2" variant={titleVariant} sx={titleSx}>
              <Text field={title} />
            </Typography>
          )}
          {body?.value && (
            <Typography sx={bodySx}>
              <Text field={body} />
            </Typography>
          )}
          {link?.value.href && (
            <Box sx={linkSx}>
              <LinkButton field={link} variant="contained" size="large" />
            </Box>
          )}
        </Box>
      </Container>
    </>
  );
}
