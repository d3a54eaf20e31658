/**
 * The one-time code as 4 single-digit inputs (spec 002 §5): numeric keyboards, the phone's one-time-code
 * autofill on the first, typing a digit moves to the next, Backspace in an empty input goes back, a paste
 * anywhere fills from the first of its first 4 digits. The rules are ui's (`typedIntoCode`,
 * `backspaceInCode`, `pastedCode`); this part draws the inputs and moves focus.
 */
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { type ClipboardEvent, type KeyboardEvent, type RefObject, useRef } from 'react';
import {
  backspaceInCode,
  type CodeDigits,
  type CodeEdit,
  pastedCode,
  typedIntoCode,
  useTireHotelText,
} from '../../ui';

const Digit = styled('input')(({ theme }) => ({
  width: '3.25rem',
  height: '3.75rem',
  textAlign: 'center',
  fontSize: '1.75rem',
  fontWeight: 700,
  fontFamily: 'inherit',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.default,
  border: `2px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '&:focus': { outline: 'none', borderColor: theme.palette.primary.main },
  '&:disabled': { color: theme.palette.text.disabled },
}));

interface CodeInputsProps {
  code: CodeDigits;
  onChange: (code: CodeDigits) => void;
  disabled: boolean;
  /** The first input, which the page focuses after a refused code. */
  firstInput: RefObject<HTMLInputElement | null>;
}

export function CodeInputs({ code, onChange, disabled, firstInput }: CodeInputsProps) {
  const text = useTireHotelText();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const apply = ({ code: next, focus }: CodeEdit) => {
    onChange(next);
    const target = inputs.current[focus];
    target?.focus();
    target?.select();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' || (code[index] ?? '') !== '') return;
    event.preventDefault();
    apply(backspaceInCode(code, index));
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pastedCode(event.clipboardData.getData('text')));
  };

  return (
    <Box role="group" aria-label={text('tireHotelCode')} sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 } }}>
      {code.map((digit, index) => (
        <Digit
          key={index}
          ref={(node) => {
            inputs.current[index] = node;
            if (index === 0) firstInput.current = node;
          }}
          value={digit}
          onChange={(event) => apply(typedIntoCode(code, index, event.target.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          disabled={disabled}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={text('tireHotelCodeDigit', { position: index + 1, count: code.length })}
        />
      ))}
    </Box>
  );
}
