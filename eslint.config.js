import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers (README "Architecture"): contract -> providers and framework (src/) -> screens
 * (resources/) -> app (src/App.tsx and src/boot.ts read the registry, resources/index.ts);
 * contract -> fake API.
 * An import may only go down. What each layer must not import, by top-level folder; `registry`
 * is resources/index.ts, the one door to the screens.
 */
const FORBIDDEN = {
  contract: ['src', 'resources', 'registry', 'fake-api', 'tests', 'scripts'],
  'fake-api': ['src', 'resources', 'registry', 'tests', 'scripts'],
  src: ['resources', 'registry', 'fake-api', 'tests', 'scripts'],
  resources: ['fake-api', 'tests', 'scripts'],
};
/**
 * Who in a layer may open the registry all the same: in src/, only the composition root (App.tsx
 * the screens' routes, boot.ts the providers and preloads, from which the rest of src/ gets the
 * declarations through react-admin or as an argument) and the tests, which build the app's
 * pieces from the real declarations.
 */
const REGISTRY_MESSAGES = {
  src: "Only src/App.tsx and src/boot.ts import the resource registry: read the declarations with useDeclaredResource(s)() (react-admin's resource definitions) or take them as an argument.",
};
const REGISTRY_DOORS = {
  src: ['src/App.tsx', 'src/boot.ts', 'src/**/*.test.{ts,tsx}', 'src/**/testing/**/*.{ts,tsx}'],
};
/** What stands apart from the screens' libraries: the contract is plain TypeScript. */
const CONTRACT_LIBRARIES = ['react', 'react-dom', 'react-*', 'react-admin', 'ra-*', '@mui/*', '@tanstack/*'];
const MAX_DEPTH = 8;

/**
 * A relative import names its target by how many folders it climbs, so each depth of each layer
 * gets its own patterns: from src/framework/list/X.tsx, '../../../resources/…' is the screens,
 * while '../resources/…' is src/framework/resources.
 */
function layerRules() {
  const configs = [];
  for (const [layer, forbidden] of Object.entries(FORBIDDEN)) {
    for (let depth = 1; depth <= MAX_DEPTH; depth += 1) {
      const up = `^(\\.\\./){${depth}}`;
      const patternsOf = (targets) =>
        targets.map((target) => {
          if (target === 'registry')
            return {
              regex: `${up}resources/?(index)?$`,
              message: REGISTRY_MESSAGES[layer] ?? `${layer}/ must not import the resource registry.`,
            };
          // src/ reaches the screens only through the registry (resources/index.ts) at its doors, never a screen's folder.
          const regex = layer === 'src' && target === 'resources' ? `${up}resources/.+` : `${up}${target}(/|$)`;
          return { regex, message: `${layer}/ must not import ${target}/ (README "Architecture": the layers).` };
        });
      const patterns = patternsOf(forbidden);
      if (layer === 'contract') patterns.push({ group: CONTRACT_LIBRARIES, message: 'contract/ is plain TypeScript: no UI library.' });
      const files = `${layer}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`;
      configs.push({ files: [files], rules: { 'no-restricted-imports': ['error', { patterns }] } });
      // A door: the same rule without `registry` (an inner array of `files` matches where all its globs do).
      for (const door of REGISTRY_DOORS[layer] ?? []) {
        const doorPatterns = patternsOf(forbidden.filter((target) => target !== 'registry'));
        configs.push({ files: [[files, door]], rules: { 'no-restricted-imports': ['error', { patterns: doorPatterns }] } });
      }
    }
  }
  return configs;
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'fake-api/data', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerRules(),
);
