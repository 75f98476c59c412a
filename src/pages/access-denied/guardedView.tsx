import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useProfile } from '../../layout/useProfile';
import { NotFound } from '../not-found/NotFound';
import { AccessDenied } from './AccessDenied';
import { decideViewRoute, type ViewAction } from './routeAccess';

interface GuardedViewProps {
  access: string;
  action: ViewAction;
  View: ComponentType | undefined;
}

/**
 * A resource route behind spec 01 §2.2, checked at the route so a denied route always ends at
 * /logout whatever the screen does. Synchronous over the stored profile: an asynchronous
 * canAccess would hold the screen's chunk download and first render back by a round of renders.
 */
const GuardedView = ({ access, action, View }: GuardedViewProps) => {
  const profile = useProfile();
  // react-admin mounts a list at /<name>/*; routes are exact-match (spec 01 §2.2), so a list
  // address with anything after it is not found rather than the list again.
  const rest = useParams()['*'];
  if (action === 'list' && rest) return <NotFound />;
  const outcome = decideViewRoute(profile?.role, access, action, Boolean(View));
  if (outcome === 'denied') return <AccessDenied />;
  if (outcome === 'not-found' || !View) return <NotFound />;
  return <View />;
};

/** The route element of a resource view; with no view declared, the permission still decides (denied or not-found). */
export function guardedView(access: string, action: ViewAction, View: ComponentType | undefined) {
  return <GuardedView access={access} action={action} View={View} />;
}
