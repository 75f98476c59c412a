import type { ComponentType, ReactElement, ReactNode } from 'react';
import { CanAccess, Resource, useResourceContext, type ResourceProps } from 'react-admin';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { loadableView, type ResourceDefinition, type ViewLoader } from '../defineResource';
import { toResourceOptions } from './resourceOptions';
import { viewLoaderOf } from './resourceMessages';
import { FailedLookupsAlert } from '../FailedLookupsAlert';

/** What a denied or unknown route renders (spec 01 §2.2: /logout, and the 404 screen). */
export interface RouteOutcomes {
  accessDenied: ReactNode;
  notFound: ReactNode;
}

type ViewAction = 'list' | 'show' | 'create';

/** A view renders once its chunk and its screen's messages are in. */
const componentOf = (definition: ResourceDefinition, loader: ViewLoader | undefined) =>
  loader ? loadableView(viewLoaderOf(definition, loader)).Component : undefined;

/**
 * A resource view behind react-admin's <CanAccess> (the auth provider's one rule: list/show need
 * VIEW, create needs ADD on the resource's code). The permission decides first, so a role without
 * ADD is logged out from /new even where no create view is declared. A list or detail also opens
 * with the declaration's `alsoOpenWith` patents, and a denied one renders its `whenDenied`.
 */
const ViewRoute = ({
  action,
  View,
  outcomes,
  definition,
}: {
  action: ViewAction;
  View?: ComponentType;
  outcomes: RouteOutcomes;
  definition: ResourceDefinition;
}) => {
  // react-admin mounts a list at /<name>/*; the spec's routes are exact-match (01 §2.2).
  const rest = useParams()['*'];
  if (action === 'list' && rest) return outcomes.notFound;
  const view = View ? (
    <>
      <FailedLookupsAlert />
      <View />
    </>
  ) : (
    outcomes.notFound
  );
  if (action === 'create') {
    return (
      <CanAccess action={action} accessDenied={outcomes.accessDenied}>
        {view}
      </CanAccess>
    );
  }
  const { alsoOpenWith = [], whenDenied: WhenDenied } = definition;
  const denied = WhenDenied ? <WhenDenied denied={outcomes.accessDenied} /> : outcomes.accessDenied;
  // Each patent in turn: the first that passes renders the view, the last denial renders `denied`.
  return [action, ...alsoOpenWith].reduceRight<ReactNode>(
    (otherwise, patent) => (
      <CanAccess action={patent} accessDenied={otherwise}>
        {view}
      </CanAccess>
    ),
    denied,
  );
};

/**
 * react-admin's buttons and links (ShowButton, CreateButton, ReferenceField, useCreatePath) build
 * /<name>/{id}/show and /<name>/create; the spec's screens are /<name>/{id}/detail and /<name>/new.
 * These routes forward the first to the second, query kept. react-admin's edit path, /<name>/{id},
 * is not forwarded: the spec's routes are exact-match and anything under a list path is a 404
 * (01 §2.2), so edit actions use ShowButton's path (the spec's edit goes to /{id}/detail too).
 */
const ToSpecPath = ({ to }: { to: 'detail' | 'new' }) => {
  const resource = useResourceContext();
  const { id } = useParams();
  const { search } = useLocation();
  const path = to === 'new' ? `/${resource}/new` : `/${resource}/${encodeURIComponent(id ?? '')}/detail`;
  return <Navigate to={`${path}${search}`} replace />;
};

const madeProps = new WeakMap<RouteOutcomes, WeakMap<ResourceDefinition, ResourceProps>>();

/**
 * The <Resource> props of the declaration at `position` in the list: its views made once per
 * declaration, as react-admin compares the definition it registers with the one it already has
 * and a new list component each time would make them differ; its options are plain data.
 */
export function resourceProps(definition: ResourceDefinition, outcomes: RouteOutcomes, position: number): ResourceProps {
  return { ...routeProps(definition, outcomes), options: toResourceOptions(definition, position) };
}

function routeProps(definition: ResourceDefinition, outcomes: RouteOutcomes): ResourceProps {
  const made = madeProps.get(outcomes) ?? new WeakMap<ResourceDefinition, ResourceProps>();
  madeProps.set(outcomes, made);
  const known = made.get(definition);
  if (known) return known;
  const List = componentOf(definition, definition.list);
  const Show = componentOf(definition, definition.show);
  const Create = componentOf(definition, definition.create);
  const props: ResourceProps = {
    name: definition.name,
    list: List ? () => <ViewRoute action="list" View={List} outcomes={outcomes} definition={definition} /> : undefined,
    hasShow: Boolean(Show),
    hasCreate: Boolean(Create),
    children: [
      Show && (
        <Route
          key="detail"
          path=":id/detail"
          element={<ViewRoute action="show" View={Show} outcomes={outcomes} definition={definition} />}
        />
      ),
      Show && <Route key="show" path=":id/show" element={<ToSpecPath to="detail" />} />,
      <Route key="new" path="new" element={<ViewRoute action="create" View={Create} outcomes={outcomes} definition={definition} />} />,
      <Route key="create" path="create" element={<ToSpecPath to="new" />} />,
      ...(definition.routes ?? []).map(({ path, view, action = 'show' }) => (
        <Route
          key={path}
          path={path}
          element={<ViewRoute action={action} View={componentOf(definition, view)} outcomes={outcomes} definition={definition} />}
        />
      )),
      // Without a list, react-admin has no route for the bare path or anything else under it.
      !List && <Route key="rest" path="*" element={outcomes.notFound} />,
    ],
  };
  made.set(definition, props);
  return props;
}

/** One react-admin <Resource> per declaration, for AdminUI's children. */
export const resourceElements = (definitions: readonly ResourceDefinition[], outcomes: RouteOutcomes): ReactElement[] =>
  definitions.map((definition, position) => {
    const { name, ...props } = resourceProps(definition, outcomes, position);
    return <Resource key={name} name={name} {...props} />;
  });

/**
 * react-admin's registry of resources as AdminUI will register them. AdminUI registers them in an
 * effect, after the first render; pre-filled, a view can read its options in that first render
 * (the rows of a direct visit paint in it), and the later registration changes nothing.
 */
export const resourceRegistry = (definitions: readonly ResourceDefinition[], outcomes: RouteOutcomes) =>
  Object.fromEntries(definitions.map((d, position) => [d.name, Resource.registerResource(resourceProps(d, outcomes, position))]));
