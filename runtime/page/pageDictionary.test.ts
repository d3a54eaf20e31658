import { describe, expect, it } from 'vitest';
import type { Route } from '../../schemas/generated/layout';
import type { ComponentEntries } from '../rendering/ComponentEntry';
import { pageDictionary } from './pageDictionary';

const entries: ComponentEntries = {
  Navigation: {},
  SellCarForm: { dictionaryPrefixes: ['formError.', 'sellCarForm'] },
  ServiceBookingForm: { dictionaryPrefixes: ['formError.', 'serviceBookingForm'] },
};

const dictionary = {
  menu: 'Meny',
  'formError.required': 'Fältet måste fyllas i',
  sellCarFormSubmit: 'Skicka',
  serviceBookingFormSubmit: 'Send',
};

function route(...componentNames: string[]): Route {
  return {
    name: 'page',
    placeholders: {
      main: [
        {
          uid: 'section',
          componentName: 'Navigation',
          placeholders: {
            inner: componentNames.map((componentName, index) => ({ uid: `r${index}`, componentName })),
          },
        },
      ],
    },
  } as unknown as Route;
}

describe('pageDictionary', () => {
  it('leaves out the texts only components that are not on the page read', () => {
    expect(pageDictionary(dictionary, route(), entries)).toEqual({ menu: 'Meny' });
  });

  it('keeps the texts of a component rendered anywhere on the page, nested ones too, and the ones it shares', () => {
    expect(pageDictionary(dictionary, route('SellCarForm'), entries)).toEqual({
      menu: 'Meny',
      'formError.required': 'Fältet måste fyllas i',
      sellCarFormSubmit: 'Skicka',
    });
  });

  it('sends every key when no component declares its own', () => {
    expect(pageDictionary(dictionary, route(), { Navigation: {} })).toEqual(dictionary);
  });
});
