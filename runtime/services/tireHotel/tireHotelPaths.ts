/**
 * The paths of spec 002 §7's tyre storage calls, the same under this site's `/api/tirehotel` as under a
 * tyre hotel host's base URL, so the server's HTTP client and the browser's client build them one way.
 * Browser-safe.
 */
const withQuery = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

export const tireHotelPaths = {
  search: (regNo: string) => withQuery('/authorization/search', { regNo }),
  login: (encryptedPhoneNumber: string) => withQuery('/authorization/login', { encryptedPhoneNumber }),
  validate: (authToken: string, otpToken: string) =>
    withQuery('/authorization/validate', { authToken, otpToken }),
  timeslotDays: (workshopIdentifier: string) => withQuery('/booking/GetTimeslotDays', { workshopIdentifier }),
  timeslots: (workshopIdentifier: string) => withQuery('/booking/GetTimeslots', { workshopIdentifier }),
  createBooking: (departmentIdentifier: string) => withQuery('/booking/create', { departmentIdentifier }),
  addReview: () => '/review/addReview',
};
