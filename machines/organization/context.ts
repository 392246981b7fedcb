import type { Failure } from '../failure';
import type { CreateOrganizationDownloadMutation, OrganizationReservationsQuery } from '../graphql/graphql';
import type { AuthContext } from '../auth/context';

export type OrganizationReservationPage = OrganizationReservationsQuery['organizationReservations'];
export type OrganizationDownload = CreateOrganizationDownloadMutation['createOrganizationDownload'];

export interface OrganizationSignInContext {
  hotelCode: string;
  form: AuthContext['form'];
  formErrors: AuthContext['formErrors'];
  failure: Failure | null;
}

export interface OrganizationAdminInput {
  /** The brand (its id as text) and the organization of the signed-in admin. */
  brand: string;
  organizationId: number;
}

export interface OrganizationAdminContext extends OrganizationAdminInput {
  page: number;
  result: OrganizationReservationPage | null;
  failure: Failure | null;
  download: OrganizationDownload | null;
  downloadFailure: Failure | null;
}
