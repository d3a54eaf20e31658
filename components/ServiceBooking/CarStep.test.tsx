// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import svDictionary from '../../sites/carstoresesite/dictionary/sv-SE.json';
import { golf, goteborg, malmo, mechmateRefusal, volvo } from '../../tests/fixtures/serviceBooking';
import { renderBookingPart } from '../../tests/render/renderBookingPart';
import { PLACE_QUERY_MAX_CHARS } from '../../ui';
import { INITIAL_BOOKING_STORE, type BookingStore } from '../../ui/serviceBooking/bookingStore';
import { CarStep } from './CarStep';

type Answer = () => Response | Promise<Response>;

const prediction = ({ name, placeId, region }: typeof goteborg) => ({ name, placeId, region });

/** The routes the step asks, answered as the real ones do; a test replaces the ones it is about. */
let routes: Record<string, Answer>;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  routes = {
    '/api/places/autocomplete': () =>
      Response.json({ predictions: [prediction(goteborg), prediction(malmo)] }),
    '/api/places/details': () => Response.json(goteborg),
    '/api/places/reverse': () => Response.json(goteborg),
    '/api/mechmate/car/ABC123': () => Response.json(volvo),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const answer = routes[pathname];
    return answer ? answer() : mechmateRefusal('VehicleNotFound', 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/boka-service');
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const renderStep = (booking: BookingStore = INITIAL_BOOKING_STORE) =>
  renderBookingPart((props) => <CarStep {...props} />, { booking, dictionary: svDictionary });

const plateField = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Registreringsnummer/ });
const placeField = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Ort' });
const continueButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Fortsätt' });
/** Types into the place field as a visitor does: focused (an unfocused combobox resets what it shows). */
function searchPlace(query: string) {
  act(() => placeField().focus());
  fireEvent.change(placeField(), { target: { value: query } });
}
const typePlate = (value: string) => fireEvent.change(plateField(), { target: { value } });
const asked = (pathname: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === pathname);

/** Picks Göteborg from the place search; with a plate typed, Fortsätt is enabled once its place is known. */
async function choosePlace() {
  searchPlace('Göt');
  fireEvent.click(await screen.findByRole('option', { name: /Göteborg/ }));
  await waitFor(() => expect(continueButton().disabled).toBe(false));
}

async function fillStep() {
  typePlate('abc123');
  await choosePlace();
}

/** Stands in for the browser's geolocation, answering with a position or an error code. */
function stubGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success, failure) => {
    if ('code' in answer) {
      failure?.({
        code: answer.code,
        message: '',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      });
    } else {
      success({ coords: answer, timestamp: Date.now() } as GeolocationPosition);
    }
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const alertText = () => screen.getByRole('alert').textContent;

// A MUI form with a combobox in jsdom: seconds per test on a busy 2-core machine.
describe('CarStep', () => {
  it('labels the plate, shows it in upper case without spaces, at most 6 characters', () => {
    renderStep();
    expect(plateField().getAttribute('placeholder')).toBe('ABC 123');
    typePlate('abc 1');
    expect(plateField().value).toBe('ABC1');
    typePlate('abc 1234 x');
    expect(plateField().value).toBe('ABC123');
  });

  it('marks the plate and the place required, the place bounded as its search is', () => {
    renderStep();
    expect(plateField().required).toBe(true);
    expect(placeField().required).toBe(true);
    expect(placeField().maxLength).toBe(PLACE_QUERY_MAX_CHARS);
  });

  it('keeps Fortsätt disabled until both a plate and a place exist', async () => {
    renderStep();
    expect(continueButton().disabled).toBe(true);
    typePlate('abc123');
    expect(continueButton().disabled).toBe(true);
    await choosePlace();
    expect(placeField().value).toBe('Göteborg');
    expect(continueButton().disabled).toBe(false);
    typePlate('');
    expect(continueButton().disabled).toBe(true);
    expect(asked('/api/places/details')[0]?.[0]).toBe('/api/places/details?placeId=gn2711537');
  });

  it('moves the booking to step 2 with the car and place when the car is found', async () => {
    const { booking } = renderStep();
    await fillStep();
    fireEvent.click(continueButton());
    await waitFor(() => expect(booking().displayState).toBe(2));
    expect(booking()).toMatchObject({
      car: volvo,
      location: goteborg,
      lat: goteborg.latitude,
      lng: goteborg.longitude,
      region: goteborg.region,
      bookingState: 2,
      maxBookingState: 4,
    });
    expect(asked('/api/mechmate/car/ABC123')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is busy while the car is looked up, and asks once', async () => {
    let answer: (response: Response) => void = () => undefined;
    routes['/api/mechmate/car/ABC123'] = () => new Promise((resolve) => (answer = resolve));
    const { booking } = renderStep();
    await fillStep();
    fireEvent.click(continueButton());
    await waitFor(() => expect(continueButton().disabled).toBe(true));
    fireEvent.click(continueButton());
    fireEvent.keyDown(plateField(), { key: 'Enter' });
    expect(asked('/api/mechmate/car/ABC123')).toHaveLength(1);
    await act(async () => answer(Response.json(volvo)));
    await waitFor(() => expect(booking().displayState).toBe(2));
  });

  it('looks the car up on Enter in the plate field once the step is complete, not before', async () => {
    const { booking } = renderStep();
    typePlate('abc123');
    fireEvent.keyDown(plateField(), { key: 'Enter' });
    expect(asked('/api/mechmate/car/ABC123')).toHaveLength(0);
    await choosePlace();
    fireEvent.keyDown(plateField(), { key: 'Enter' });
    await waitFor(() => expect(booking().displayState).toBe(2));
  });

  it.each([
    [400, 'InvalidReg', 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt'],
    [404, 'VehicleNotFound', 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt'],
    [422, 'BrandNotSupported,Tesla', 'Vi kan inte erbjuda service för bilar av märket Tesla.'],
    [502, 'ServerError', 'Något gick fel, försök igen'],
    [500, 'SomethingNew', 'Något gick fel, försök igen'],
  ])('shows the text of a %i %s refusal and stays on step 1', async (status, code, text) => {
    routes['/api/mechmate/car/ABC123'] = () => mechmateRefusal(code, status);
    const { booking } = renderStep();
    await fillStep();
    fireEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(alertText()).toBe(text);
    expect(booking()).toEqual(INITIAL_BOOKING_STORE);
    expect(continueButton().disabled).toBe(false);
    typePlate('abc12');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says something went wrong when the network fails', async () => {
    routes['/api/mechmate/car/ABC123'] = () => Promise.reject(new TypeError('Failed to fetch'));
    renderStep();
    await fillStep();
    fireEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(alertText()).toBe('Något gick fel, försök igen');
  });

  it('stops the flow for a car of an unsupported brand with the pointer to the links above', async () => {
    routes['/api/mechmate/car/ABC123'] = () =>
      Response.json({ ...volvo, brand: 'BMW', model: '320d', isSupported: false });
    const { booking } = renderStep();
    await fillStep();
    fireEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(alertText()).toBe(
      'Du bokar din service, däckbyte och verkstad för BMW via länken högst upp på sidan.',
    );
    expect(booking()).toEqual(INITIAL_BOOKING_STORE);
  });

  it('starts from the stored car and place when the visitor comes back to step 1', async () => {
    const stored: BookingStore = {
      ...INITIAL_BOOKING_STORE,
      car: golf,
      location: malmo,
      lat: malmo.latitude,
      lng: malmo.longitude,
      region: malmo.region,
      bookingState: 3,
      maxBookingState: 4,
      displayState: 1,
    };
    routes['/api/mechmate/car/KLM456'] = () => Response.json(golf);
    const { booking } = renderStep(stored);
    expect(plateField().value).toBe('KLM456');
    expect(placeField().value).toBe('Malmö');
    fireEvent.click(continueButton());
    // The same car and place: back to the step the booking had reached, nothing cleared.
    await waitFor(() => expect(booking().displayState).toBe(3));
    expect(booking().location).toEqual(malmo);
  });

  it('says why a place search failed under the field', async () => {
    routes['/api/places/autocomplete'] = () => Response.json({ error: 'upstream down' }, { status: 503 });
    renderStep();
    searchPlace('Göt');
    expect(
      await screen.findByText('Det gick inte att söka efter orter just nu. Försök igen om en stund.'),
    ).toBeTruthy();
  });

  it('says so when a chosen place cannot be fetched', async () => {
    routes['/api/places/details'] = () => Response.json({ error: 'no such place' }, { status: 404 });
    renderStep();
    searchPlace('Göt');
    fireEvent.click(await screen.findByRole('option', { name: /Göteborg/ }));
    expect(await screen.findByText('Det gick inte att hämta orten. Välj den igen.')).toBeTruthy();
    typePlate('abc123');
    expect(continueButton().disabled).toBe(true);
  });
});

describe('CarStep position', () => {
  const useMyPosition = () => fireEvent.click(screen.getByRole('button', { name: 'Använd min position' }));
  const refused = 'För att använda funktionen behöver din webbläsare kunna använda platstjänster.';

  it('takes the place nearest to the browser position', async () => {
    const getCurrentPosition = stubGeolocation({ latitude: 57.71, longitude: 11.97 });
    renderStep();
    useMyPosition();
    await waitFor(() => expect(placeField().value).toBe('Göteborg'));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(asked('/api/places/reverse')[0]?.[0]).toBe('/api/places/reverse?lat=57.71&lng=11.97');
  });

  it('shows the refusal text when the visitor refuses the position', async () => {
    stubGeolocation({ code: 1 });
    renderStep();
    useMyPosition();
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(asked('/api/places/reverse')).toHaveLength(0);
  });

  it('shows the refusal text when the browser has no geolocation', async () => {
    renderStep();
    useMyPosition();
    expect(await screen.findByText(refused)).toBeTruthy();
  });

  it('says no place is near a position outside Sweden', async () => {
    stubGeolocation({ latitude: 48.85, longitude: 2.35 });
    routes['/api/places/reverse'] = () => Response.json({ error: 'No place near' }, { status: 404 });
    renderStep();
    useMyPosition();
    expect(
      await screen.findByText(
        'Vi hittade ingen ort i Sverige nära din position. Sök efter en ort i stället.',
      ),
    ).toBeTruthy();
  });

  it('preselects the place nearest to ?lat=…&lng=… of the page address', async () => {
    window.history.replaceState(null, '', '/boka-service?lat=57.7089&lng=11.9746');
    const { booking } = renderStep();
    await waitFor(() => expect(placeField().value).toBe('Göteborg'));
    expect(asked('/api/places/reverse')[0]?.[0]).toBe('/api/places/reverse?lat=57.7089&lng=11.9746');
    typePlate('ABC123');
    fireEvent.click(continueButton());
    await waitFor(() => expect(booking().location).toEqual(goteborg));
  });

  it.each(['?lat=99&lng=11.97', '?lat=57.7&lng=', '?lat=57.7', '?lat=0x10&lng=11', '?lat=1e2&lng=11'])(
    'ignores a position that is not one: %s',
    (query) => {
      window.history.replaceState(null, '', `/boka-service${query}`);
      renderStep();
      expect(asked('/api/places/reverse')).toHaveLength(0);
    },
  );

  it('keeps the stored place over ?lat=…&lng=…', () => {
    window.history.replaceState(null, '', '/boka-service?lat=57.7089&lng=11.9746');
    renderStep({ ...INITIAL_BOOKING_STORE, location: malmo });
    expect(placeField().value).toBe('Malmö');
    expect(asked('/api/places/reverse')).toHaveLength(0);
  });
});
