import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { classNames, type RenderingProps, typography } from '../../runtime';
import {
  CardBody,
  CardFrame,
  CardMedia,
  ContentImage,
  hasContentImage,
  LinkButton,
  TextOrDefault,
} from '../../ui';
import styles from './CarModelCard.module.css';
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
    <div data-campaign-badge className={styles.badge}>
      <TextOrDefault field={fields.Campaign} fallback={text('carModelCardCampaign')} />
    </div>
  );

  return (
    <CardFrame interactive>
      {image && (
        <CardMedia className={styles.media}>
          {badge}
          <ContentImage
            field={image}
            fill
            sizes={IMAGE_SIZES}
            {...(data?.blurDataUrl ? { placeholder: 'blur' as const, blurDataURL: data.blurDataUrl } : {})}
          />
        </CardMedia>
      )}
      <CardBody className={styles.body}>
        {!image && badge}
        <h3 className={classNames(typography.h3, styles.title)}>
          <Text field={fields.Title} />
        </h3>
        {fields.Text?.value && (
          <div className={classNames(typography.body1, styles.text)}>
            <RichText field={fields.Text} />
          </div>
        )}
        {facts.length > 0 && (
          <dl className={styles.facts}>
            {facts.map((fact, index) => (
              <div key={index}>
                <dt className={classNames(typography.body1, styles.factLabel)}>
                  <Text field={fact.label} />
                </dt>
                <dd className={classNames(typography.body1, styles.factValue)}>
                  <Text field={fact.value} />
                </dd>
              </div>
            ))}
          </dl>
        )}
        {fields.Link && (
          <div className={styles.action}>
            <LinkButton field={fields.Link} variant="contained" fullWidth />
          </div>
        )}
      </CardBody>
    </CardFrame>
  );
}
