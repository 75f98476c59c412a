import { describe, expect, it } from 'vitest';
import type { LocalizedMessages } from '../../i18n/defineMessages';
import type { ViewLoader } from '../defineResource';
import { loadedScreenMessages, viewLoaderOf } from './resourceMessages';

const named = (name: string): LocalizedMessages => ({
  en: { resources: { [name]: { name } } },
  es: { resources: { [name]: { name } } },
  pt: { resources: { [name]: { name } } },
});

describe('viewLoaderOf', () => {
  it('brings each declaration its own messages when two declarations share a view', async () => {
    // The historical screens reuse the current screens' views: one loader, two message sets.
    const View = () => null;
    const shared: ViewLoader = () => Promise.resolve(View);
    const current = { messages: () => Promise.resolve(named('current')) };
    const historical = { messages: () => Promise.resolve(named('historical')) };

    expect(await viewLoaderOf(current, shared)()).toBe(View);
    expect(await viewLoaderOf(historical, shared)()).toBe(View);

    const names = loadedScreenMessages().map((messages) => Object.keys((messages.en as { resources?: object }).resources ?? {})[0]);
    expect(names).toEqual(expect.arrayContaining(['current', 'historical']));
    // The same function each time for one declaration and view (loadableView caches by it).
    expect(viewLoaderOf(historical, shared)).toBe(viewLoaderOf(historical, shared));
  });
});
