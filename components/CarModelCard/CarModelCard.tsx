import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import type { RenderingProps } from '../../runtime';
import {
  CardBody,
  CardFrame,
  CardMedia,
  ContentImage,
  hasContentImage,
  LinkButton,
  TextOrDefault,
} from '../../ui';
import { useCarModelCardText } from './carModelCardTexts';
import { carModelFacts, type CarModelCardData } from './carModelFacts';
import type { CarModelCardFields } from './fields.generated';

/** Matches CardGrid's columns: one card per row up to 768px, three up to 1024px, at most four wider. */
const IMAGE_SIZES = '(max-width: 768px) 100vw, (max-width: 1024px) 33vw, 400px';

export default function CarModelCard({
  fields,
  data,
}: RenderingProps<CarModelCardFields, CarModelCardData | undefined>) {
  const text = useCarModelCardText();
  const facts = carModelFacts(fields);
  const image = hasContentImage(fields.Image) ? fields.Image : undefined;
  const campaign = fields.IsCampaign?.value === true;
  const badge = campaign && (
    <Box
      data-campaign-badge
      sx={{
        display: 'inline-block',
        px: 1.5,
        py: 0.5,
        borderRadius: 0.5,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: '0.75rem',
        fontWeight: 700,
        letterSpacing: '0.06em',
        textTransform: 'uppercase',
        boxShadow: 2,
        ...(image
          ? { position: 'absolute', top: 16, left: 16, zIndex: 1 }
          : { alignSelf: 'flex-start', mb: 2 }),
      }}
    >
      <TextOrDefault field={fields.Campaign} fallback={text('carModelCardCampaign')} />
    </Box>
  );

  return (
    <CardFrame interactive>
      {image && (
        <Box component={CardMedia} sx={{ aspectRatio: '16 / 10' }}>
          {badge}
          <ContentImage
            field={image}
            fill
            sizes={IMAGE_SIZES}
            {...(data?.blurDataUrl ? { placeholder: 'blur' as const, blurDataURL: data.blurDataUrl } : {})}
          />
        </Box>
      )}
      <Box component={CardBody} sx={{ p: { xs: 3, md: 3.5 } }}>
        {!image && badge}
        <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
          <Text field={fields.Title} />
        </Typography>
        {fields.Text?.value && (
          <Typography
            component="div"
            color="text.secondary"
            sx={{ '& p': { my: 1, lineHeight: 1.65 }, '& a': { color: 'primary.main', fontWeight: 600 } }}
          >
            <RichText field={fields.Text} />
          </Typography>
        )}
        {facts.length > 0 && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr 1fr',
              columnGap: 2,
              rowGap: 2,
              mt: 2.5,
              mb: 0,
              pt: 2.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            {facts.map((fact, index) => (
              <div key={index}>
                <Typography
                  component="dt"
                  sx={{
                    fontSize: '0.75rem',
                    color: 'text.secondary',
                    textTransform: 'uppercase',
                    letterSpacing: '0.06em',
                  }}
                >
                  <Text field={fact.label} />
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.0625rem' }}>
                  <Text field={fact.value} />
                </Typography>
              </div>
            ))}
          </Box>
        )}
        {fields.Link && (
          <Box sx={{ mt: 'auto', pt: 3 }}>
            <LinkButton field={fields.Link} variant="contained" fullWidth />
          </Box>
        )}
      </Box>
    </CardFrame>
  );
}
