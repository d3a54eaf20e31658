// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { carListConfig } from '../carList/carListConfig';
import { listFormState } from './listQueryForm';
import { defaultListQueryState } from './listQueryState';

const config = carListConfig(testSite());

/** The car list's form as the page renders it: the box inside, sort and checkboxes joined by `form`. */
function carListForm(sortName: string, checked: Record<string, string[]>, keyphrase = '') {
  document.body.innerHTML = `
    <form id="list" method="get"><input type="search" name="keyphrase" value="${keyphrase}"></form>
    <select name="sortName" form="list">
      ${config.sortOptions.map((name) => `<option ${name === sortName ? 'selected' : ''}>${name}</option>`).join('')}
    </select>
    ${['Kombi', 'SUV'].map((body) => `<input type="checkbox" form="list" name="car_body" value="${body}" ${checked.car_body?.includes(body) ? 'checked' : ''}>`).join('')}`;
  const form = document.getElementById('list');
  if (!(form instanceof HTMLFormElement)) throw new Error('no form');
  return form;
}

describe('listFormState', () => {
  it('reads the sort, the ticked boxes and the keyphrase as the URL state names them', () => {
    const form = carListForm('car_price_asc', { car_body: ['SUV', 'Kombi'] }, 'drag krok');
    expect(listFormState(form, defaultListQueryState(config), config)).toEqual({
      keyphrase: 'drag krok',
      filters: { car_body: ['Kombi', 'SUV'] },
      sortName: 'car_price_asc',
      page: 0,
    });
  });

  it('keeps filters the form has no control for, such as a range, and unticks those it has', () => {
    const state = {
      ...defaultListQueryState(config),
      filters: { car_body: ['SUV'], car_price: ['100000..300000'] },
      page: 2,
    };
    const form = carListForm(config.defaultSort, {});
    expect(listFormState(form, state, config)).toEqual({
      ...defaultListQueryState(config),
      filters: { car_price: ['100000..300000'] },
      page: 2,
    });
  });
});
