/**
 * 'Välj bil' (spec 002 §2 "Kits listing"): three selects — brand, model, model type and years — that
 * narrow the catalogue to the kits fitting the chosen car. The selects belong to the catalogue's form, so
 * without JavaScript a brand chosen and submitted filters too; with it each choice searches at once.
 */
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Facet } from '../../runtime';
import { type ListQueryState, OutlinedField } from '../../ui';
import { carChoiceLevels, withCarChoice } from './carChoice';
import { useKitsText } from './kitsTexts';

const LEVEL_LABELS = ['kitsCarBrand', 'kitsCarModel', 'kitsCarType'] as const;

const Fields = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.between('sm', 'lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}));

interface KitCarChoiceProps {
  facets: readonly Facet[];
  state: ListQueryState;
  onChange: (next: ListQueryState) => void;
  /** The id of the catalogue's form the selects belong to. */
  form: string;
}

export function KitCarChoice({ facets, state, onChange, form }: KitCarChoiceProps) {
  const text = useKitsText();
  const id = useId();
  const levels = carChoiceLevels(facets, state);
  const chosen = levels.some((level) => level.chosen !== null);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="h6" component="h2" sx={{ mb: 2 }}>
        {text('kitsCarChoice')}
      </Typography>
      <Fields>
        {levels.map((level, index) => {
          const disabled = level.options.length === 0 && level.chosen === null;
          const known = level.options.some((option) => option.text === level.chosen);
          return (
            <OutlinedField key={level.field}>
              <label htmlFor={`${id}-${level.field}`}>{text(LEVEL_LABELS[index] ?? 'kitsCarBrand')}</label>
              <select
                id={`${id}-${level.field}`}
                name={level.field}
                form={form}
                disabled={disabled}
                value={level.chosen ?? ''}
                onChange={(event) => onChange(withCarChoice(state, index, event.target.value || null))}
              >
                <option value="">{text('kitsCarAny')}</option>
                {level.chosen !== null && !known && <option value={level.chosen}>{level.chosen}</option>}
                {level.options.map((option) => (
                  <option key={option.text} value={option.text}>
                    {`${option.text} (${option.count})`}
                  </option>
                ))}
              </select>
            </OutlinedField>
          );
        })}
      </Fields>
      {chosen && (
        <Button
          variant="text"
          size="small"
          sx={{ mt: 1 }}
          onClick={() => onChange(withCarChoice(state, 0, null))}
        >
          {text('kitsCarClear')}
        </Button>
      )}
    </section>
  );
}
