/** Car list logic shared by the car list and brand filter components (filled in by its owner). */
export {};
