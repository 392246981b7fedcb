/** (Kept free of zod for the widget's bundle; contract/corporate.ts re-exports it.) */

/** SPEC.md section 6: an organization admin's organization_role contains "admin". */
export function isOrganizationAdminRole(role: string | null | undefined): boolean {
  return typeof role === 'string' && role.toLowerCase().includes('admin');
}
