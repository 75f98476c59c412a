import type { LocalizedMessages } from '../../i18n/defineMessages';
import type { ResourceDefinition, ViewLoader } from '../defineResource';

/**
 * A screen's messages may load with its views instead of with the app (a declaration whose
 * `messages` is a loader): the first download then carries each screen's name only, whatever
 * the number of screens. Loaded messages gather here; the app's i18n provider reads them and is
 * told when more arrive, before the view that needs them renders.
 */
const loaded: LocalizedMessages[] = [];
const listeners = new Set<() => Promise<void>>();

/** Messages the screens' views have brought so far. */
export const loadedScreenMessages = (): readonly LocalizedMessages[] => loaded;

/** Called (and awaited) each time a screen's messages arrive: the i18n provider rebuilds its catalog. */
export function onScreenMessages(listener: () => Promise<void>): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type WithMessages = Partial<Pick<ResourceDefinition, 'messages'>>;
const loading = new WeakMap<WithMessages, Promise<void>>();

/** A declaration's messages, whether it holds them or loads them. */
export const messagesOf = async (definition: Pick<ResourceDefinition, 'messages'>): Promise<LocalizedMessages> =>
  typeof definition.messages === 'function' ? definition.messages() : definition.messages;

/** Loads (once) a declaration's lazy messages and waits until the i18n provider holds them. */
export function loadScreenMessages(definition: WithMessages): Promise<void> {
  const { messages } = definition;
  if (typeof messages !== 'function') return Promise.resolve();
  let pending = loading.get(definition);
  if (!pending) {
    pending = messages().then(async (tree) => {
      loaded.push(tree);
      await Promise.all([...listeners].map((listener) => listener()));
    });
    // A failed download (offline, a new deploy) may be tried again by the next visit.
    pending.catch(() => loading.delete(definition));
    loading.set(definition, pending);
  }
  return pending;
}

/**
 * What the app's catalog holds of a screen from the start: eager messages whole, lazy ones by
 * their `names` (the menu, titles and the route's name).
 */
export function upfrontMessages(definition: ResourceDefinition): LocalizedMessages {
  if (typeof definition.messages !== 'function') return definition.messages;
  const names = definition.names ?? { en: definition.name, es: definition.name, pt: definition.name };
  const named = (name: string) => ({ resources: { [definition.name]: { name } } });
  return { en: named(names.en), es: named(names.es), pt: named(names.pt) };
}

/** Per declaration, then per loader: two declarations may share a view (the historicals reuse the current screens' views) and each brings its own messages. */
const wrapped = new WeakMap<WithMessages, WeakMap<ViewLoader, ViewLoader>>();

/**
 * The words of the texts the API writes (i18n/serverTexts.ts), which a dozen screens show: they
 * load with the first screen rather than with the app, so the first download stays within its
 * budget (README, Measured). The module sits in the screens' shared chunk already.
 */
const SERVER_TEXTS: WithMessages = { messages: () => import('../../i18n/serverTexts').then((module) => module.serverTextMessages) };

/**
 * The contract's rules in three languages (i18n/ruleMessages.ts), which the forms say under their
 * fields (forms/schemaRules.ts): with the first screen, or the first form, not with the app.
 */
const RULE_TEXTS: WithMessages = { messages: () => import('../../i18n/serverTexts').then((module) => module.ruleMessages) };
export const loadRuleMessages = (): Promise<void> => loadScreenMessages(RULE_TEXTS);

/** A list's drill-down and totals words (../screenWords.ts): only screens show them. */
const SCREEN_WORDS: WithMessages = { messages: () => import('../../i18n/serverTexts').then((module) => module.screenWords) };

/** A view's loader that brings its screen's lazy messages (and the API's texts' words) along (the same function each time, for loadableView). */
export function viewLoaderOf(definition: WithMessages, loader: ViewLoader): ViewLoader {
  let ofDefinition = wrapped.get(definition);
  if (!ofDefinition) {
    ofDefinition = new WeakMap();
    wrapped.set(definition, ofDefinition);
  }
  let withMessages = ofDefinition.get(loader);
  if (!withMessages) {
    withMessages = () =>
      Promise.all([
        loader(),
        loadScreenMessages(definition),
        loadScreenMessages(SERVER_TEXTS),
        loadRuleMessages(),
        loadScreenMessages(SCREEN_WORDS),
      ]).then(([component]) => component);
    ofDefinition.set(loader, withMessages);
  }
  return withMessages;
}
