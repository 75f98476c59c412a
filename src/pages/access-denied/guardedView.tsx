import type { ComponentType } from 'react';
import { CanAccess } from 'react-admin';
import { AccessDenied } from './AccessDenied';

/**
 * A resource view behind react-admin's canAccess (the auth provider maps list -> VIEW,
 * create -> ADD, show -> VIEW). Checked at the route, not left to each screen, so a denied
 * route always ends at /logout (spec 01 §2.2) whatever the screen does.
 */
export function guardedView(resource: string, action: 'list' | 'show' | 'create', View: ComponentType | undefined) {
  if (!View) return undefined;
  return (
    <CanAccess resource={resource} action={action} accessDenied={<AccessDenied />}>
      <View />
    </CanAccess>
  );
}
