import type { ReactNode } from 'react';
import { ResourceContextProvider, ResourceDefinitionContextProvider } from 'react-admin';
import type { ResourceDefinition } from '../defineResource';
import { FailedLookupsAlert } from '../FailedLookupsAlert';
import { resourceRegistry, type RouteOutcomes } from '../resources/ResourceRoutes';

const TEST_OUTCOMES: RouteOutcomes = { accessDenied: 'access denied', notFound: 'not found' };

/**
 * A view rendered as its <Resource> route renders it: inside the resource's context, with its
 * declaration registered (what `useDeclaredResource()` reads) and its failed lookups said above
 * it, without the app's routes.
 */
export const TestResource = ({
  definition,
  also = [],
  children,
}: {
  definition: ResourceDefinition;
  /** Further declarations the view shows grids of (a page's tabs), registered beside it. */
  also?: readonly ResourceDefinition[];
  children: ReactNode;
}) => (
  <ResourceDefinitionContextProvider definitions={resourceRegistry([definition, ...also], TEST_OUTCOMES)}>
    <ResourceContextProvider value={definition.name}>
      <FailedLookupsAlert />
      {children}
    </ResourceContextProvider>
  </ResourceDefinitionContextProvider>
);
