import type { ReceiptQuery } from '../graphql/graphql';
import type { Failure } from '../failure';

export type ReceiptDocument = ReceiptQuery['receipt'];

export interface ReceiptAccess {
  email?: string | null;
  bypassToken?: string | null;
}

export interface ReceiptInput {
  hotelCode: string;
  confirmationNumber: string;
  access: ReceiptAccess;
  locale?: string | null;
  /** A first guess for the name on the receipt (the guest's name), editable. */
  name?: string;
}

export interface ReceiptForm {
  name: string;
  taxId: string;
}

export type ReceiptField = keyof ReceiptForm;
export type ReceiptErrorCode = 'name_required' | 'tax_id_invalid';
export type ReceiptErrors = Partial<Record<ReceiptField, ReceiptErrorCode>>;

/** What the loadReceipt actor receives. */
export interface LoadReceiptRequest {
  hotelCode: string;
  confirmationNumber: string;
  access: ReceiptAccess;
  name: string;
  taxId: string | null;
  locale: string | null;
}

export interface ReceiptContext {
  hotelCode: string;
  confirmationNumber: string;
  access: ReceiptAccess;
  locale: string | null;
  form: ReceiptForm;
  errors: ReceiptErrors;
  receipt: ReceiptDocument | null;
  failure: Failure | null;
}

export function initialReceiptContext(input: ReceiptInput): ReceiptContext {
  return {
    hotelCode: input.hotelCode,
    confirmationNumber: input.confirmationNumber,
    access: input.access,
    locale: input.locale ?? null,
    form: { name: input.name ?? '', taxId: '' },
    errors: {},
    receipt: null,
    failure: null,
  };
}

/** SPEC.md section 5 "Receipt": a name is needed; a Taiwan tax id, when given, is exactly 8 digits. */
export function validateReceiptForm(form: ReceiptForm): ReceiptErrors {
  const errors: ReceiptErrors = {};
  if (!form.name.trim()) errors.name = 'name_required';
  if (form.taxId.trim() && !/^[0-9]{8}$/.test(form.taxId.trim())) errors.taxId = 'tax_id_invalid';
  return errors;
}
