import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link, RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { ContentIcon, isIconName, type RenderingProps } from '../../runtime';
import { LinkButton } from '../../ui';
import { CopyButton } from './CopyButton';
import type { FooterFields } from './fields.generated';
import { brandsWithLogo, FooterBrands } from './FooterBrands';

type Column = NonNullable<FooterFields['Columns']>[number];
type SocialLink = NonNullable<FooterFields['SocialLinks']>[number];
type TextField = NonNullable<FooterFields['InfoField1Heading']>;
type RichTextField = NonNullable<FooterFields['InfoField1Text']>;

/** One column on phones, two from 640px, four from 1280px (spec 000 §9 widths). */
const GRID = {
  display: 'grid',
  gap: { xs: 4, md: 5 },
  gridTemplateColumns: '1fr',
  '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@media (min-width: 1280px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
} as const;

const linkStyles = {
  '& a': { color: 'inherit', textDecorationColor: 'transparent', textUnderlineOffset: 3 },
  '& a:hover, & a:focus-visible': { textDecorationColor: 'currentColor' },
  '& p': { my: 0.5 },
} as const;

function FooterHeading({ field }: { field: TextField }) {
  return (
    <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.0625rem', mb: 1.5 }}>
      <Text field={field} />
    </Typography>
  );
}

function FooterColumn({ fields }: Column) {
  return (
    <Box sx={linkStyles}>
      <FooterHeading field={fields.Title} />
      {fields.Description?.value && (
        <Typography component="div" variant="body2" sx={{ opacity: 0.85, mb: 1.5 }}>
          <RichText field={fields.Description} />
        </Typography>
      )}
      {fields.ColumnItems && fields.ColumnItems.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {fields.ColumnItems.map((item) => (
            <li key={item.id}>
              <Link field={item.fields.Link} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function InfoField({ heading, text }: { heading?: TextField; text?: RichTextField }) {
  if (!heading?.value && !text?.value) return null;
  return (
    <Box sx={linkStyles}>
      {heading?.value && <FooterHeading field={heading} />}
      {text?.value && (
        <Typography component="div" variant="body2" sx={{ opacity: 0.9, lineHeight: 1.7 }}>
          <RichText field={text} />
        </Typography>
      )}
    </Box>
  );
}

function SocialLinkItem({ fields }: SocialLink) {
  const name = String(fields.name.value);
  const { href, target } = fields.Url.value;
  // ContentIcon logs an unknown icon name and renders nothing; a link without its icon would be an empty
  // focus stop, so it is left out.
  if (!isIconName(name)) return <ContentIcon name={name} />;
  if (!href) return null;
  return (
    <li>
      <IconButton
        href={href}
        target={target || undefined}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        aria-label={name}
        color="inherit"
        sx={{
          border: 1,
          borderColor: 'currentColor',
          // The footer takes the header's colours, light or dark: tint with the text colour.
          '&:hover': { bgcolor: 'color-mix(in srgb, currentColor 14%, transparent)' },
        }}
      >
        <ContentIcon name={name} size={20} />
      </IconButton>
    </li>
  );
}

export default function Footer({ fields }: RenderingProps<FooterFields>) {
  const brands = fields.ShowBrands?.value ? brandsWithLogo(fields.Brands) : [];
  const columns = fields.Columns ?? [];
  const socialLinks = fields.SocialLinks ?? [];
  const copyText = fields.CopyText?.value || fields.CopyText?.editable ? fields.CopyText : undefined;
  return (
    <Box component="footer" sx={{ bgcolor: 'header.background', color: 'header.text', mt: { xs: 6, md: 8 } }}>
      {brands.length > 0 && <FooterBrands heading={fields.BrandsHeading} brands={brands} />}
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        {columns.length > 0 && (
          <>
            <Box sx={GRID}>
              {columns.map((column) => (
                <FooterColumn key={column.id} {...column} />
              ))}
            </Box>
            <Divider sx={{ borderColor: 'currentColor', opacity: 0.2, my: { xs: 4, md: 5 } }} />
          </>
        )}
        <Box sx={GRID}>
          <InfoField heading={fields.InfoField1Heading} text={fields.InfoField1Text} />
          <InfoField heading={fields.InfoField2Heading} text={fields.InfoField2Text} />
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              gap: 3,
              '@media (min-width: 1280px)': { gridColumn: 'span 2', alignItems: 'flex-end' },
            }}
          >
            {fields.HighlightedLink && (
              <LinkButton field={fields.HighlightedLink} variant="contained" color="secondary" size="large" />
            )}
            {socialLinks.length > 0 && (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1.5 }}>
                {socialLinks.map((link) => (
                  <SocialLinkItem key={link.id} {...link} />
                ))}
              </Box>
            )}
          </Box>
        </Box>
        {copyText && (
          <Box
            sx={{ mt: { xs: 4, md: 5 }, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}
          >
            {fields.CopyLabel?.value && (
              <Typography component="span" variant="body2" sx={{ opacity: 0.85 }}>
                <Text field={fields.CopyLabel} />
              </Typography>
            )}
            <CopyButton field={copyText} />
          </Box>
        )}
      </Container>
    </Box>
  );
}
