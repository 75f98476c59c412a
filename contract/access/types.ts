import type { Action, ResourceCode } from './codes';

export interface Patent {
  code: Action | string;
}
export interface RoleResource {
  code: ResourceCode | string;
  patents: Patent[];
}
export interface Role {
  code: string;
  resources: RoleResource[];
}

/** The logged-in profile of spec 01 §3.1. */
export interface Profile {
  firstName: string;
  lastName: string;
  email: { email: string } | string;
  shopDefaultCurrencyCode?: string;
  isLoggedInProd: boolean;
  role?: Role;
  shopIntegrationTypeCodes?: string[];
  /** Set when a support agent opened this session as the user (impersonation). */
  impersonatedBy?: { firstName: string; lastName: string; email: string };
}
