// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { removeUserActivation, stubUserActivation } from '../../tests/fixtures/userActivation';
import { useFocusOnArrival } from './useFocusOnArrival';

function Part() {
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <h3 ref={heading} tabIndex={-1}>
      Välj tid
    </h3>
  );
}

const heading = () => screen.getByRole('heading', { name: 'Välj tid' });

afterEach(removeUserActivation);

describe('useFocusOnArrival', () => {
  it('focuses the heading when the part replaces the button the visitor pressed', () => {
    stubUserActivation(true);
    render(<Part />);
    expect(document.activeElement).toBe(heading());
  });

  it('leaves focus alone on a page just loaded, where the visitor has not acted yet', () => {
    stubUserActivation(false);
    render(<Part />);
    expect(document.activeElement).toBe(document.body);
  });

  it('never takes focus from where the visitor moved it', () => {
    stubUserActivation(true);
    render(
      <>
        <input aria-label="Sök" autoFocus />
        <Part />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Sök' }));
  });

  it('leaves focus alone where the browser cannot say whether the visitor acted', () => {
    render(<Part />);
    expect(document.activeElement).toBe(document.body);
  });
});
