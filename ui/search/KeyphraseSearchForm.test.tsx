// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeyphraseSearchForm } from './KeyphraseSearchForm';

const router = vi.hoisted(() => ({ push: vi.fn<(url: string) => Promise<boolean>>(async () => true) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const form = (props: { disabledWhileBlank?: boolean; onSearch?: (term: string) => void } = {}) => (
  <KeyphraseSearchForm
    searchUrl="/sok"
    label="Sök bil"
    placeholder="Sök bil"
    submitText="Sök"
    icon="field"
    {...props}
  />
);

afterEach(() => {
  router.push.mockClear();
});

describe('KeyphraseSearchForm', () => {
  it('leaves its button on in static HTML, where no script could turn it on', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
  });

  it('turns its button off while the text is blank when asked to', () => {
    render(form({ disabledWhileBlank: true }));
    const button = screen.getByRole('button', { name: 'Sök' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Sök bil' }), { target: { value: ' kombi' } });
    expect(button.disabled).toBe(false);
  });

  it('hands the trimmed text to onSearch, then goes to the search page', () => {
    const onSearch = vi.fn();
    render(form({ onSearch }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Sök bil' }), { target: { value: ' Volvo V60 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(onSearch).toHaveBeenCalledWith('Volvo V60');
    expect(router.push).toHaveBeenCalledWith('/sok?keyphrase=Volvo%20V60');
  });
});
