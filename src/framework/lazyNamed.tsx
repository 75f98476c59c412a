import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/**
 * A component exported by name from a module loaded on its first render. For what a screen only
 * sometimes shows (a dialog, a form inside a drawer, a chart): the screen's own code, and the
 * shared chunk every list loads, stay without it, and with it without zod and the write schemas
 * its rules check. `fallback` shows while the module arrives (nothing, by default: a dialog
 * simply opens a moment later).
 *
 *     const ResendDialog = lazyNamed(() => import('./ResendDialog'), 'ResendDialog');
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the caller's component decides them
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode = null,
): ComponentType<ComponentProps<M[K]>> {
  const Lazy = lazy(() => load().then((module) => ({ default: module[name] })));
  function LazyNamed(props: ComponentProps<M[K]>) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyNamed.displayName = `Lazy(${name})`;
  return LazyNamed;
}
