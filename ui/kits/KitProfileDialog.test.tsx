// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/render/renderWithSite';
import { KIT_CONTEXT_STORAGE_KEY } from './kitContext';
import { KitProfileButton } from './KitProfileDialog';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Opens the profile dialog through its button. */
async function profileValues() {
  fireEvent.click(screen.getByRole('button', { name: 'Profil' }));
  return within(await screen.findByRole('dialog', { name: 'Uppgifter från länken' }));
}

/** The dialog's label and value pairs. */
const pairs = (dialog: { queryAllByRole: (role: 'term') => HTMLElement[] }) =>
  dialog.queryAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('KitProfileDialog', () => {
  it('lists the context values the URL gave, under their labels, and keeps them in the session', async () => {
    window.history.replaceState(
      null,
      '',
      '/tillbehor?user=anna&dealer=D12&unit=Ume%C3%A5&auto=ABC123&transactionId=t-9&packageIds=1,2',
    );
    renderWithSite(<KitProfileButton />);
    await waitFor(() => expect(sessionStorage.getItem(KIT_CONTEXT_STORAGE_KEY)).not.toBeNull());
    const dialog = await profileValues();
    expect(pairs(dialog)).toEqual([
      ['Användare', 'anna'],
      ['Återförsäljare', 'D12'],
      ['Enhet', 'Umeå'],
      ['Bil', 'ABC123'],
      ['Transaktions-id', 't-9'],
      ['Förvalda paket', '1, 2'],
    ]);
  });

  it('shows the stored context after a load without parameters', async () => {
    sessionStorage.setItem(KIT_CONTEXT_STORAGE_KEY, JSON.stringify({ dealer: 'D7', user: 'x'.repeat(101) }));
    window.history.replaceState(null, '', '/tillbehor?q=takbox');
    renderWithSite(<KitProfileButton />);
    const dialog = await profileValues();
    await waitFor(() => expect(pairs(dialog)).toEqual([['Återförsäljare', 'D7']]));
  });

  it('says so when no context was given', async () => {
    renderWithSite(<KitProfileButton />);
    const dialog = await profileValues();
    expect(dialog.getByText('Inga uppgifter angavs i länken.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
