/** A form's errors without the field the guest just changed (its error shows again on the next submit). */
export function without<T extends object>(errors: T, field: string): T {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field)) as T;
}
