/**
 * The framework's door for form rules: a write's contract schema as a form's validators. Apart
 * from index.ts because it brings zod and the write schemas (35 kB gzip): a screen that imports
 * only the main door never loads them (scripts/vite/firstLoadChunks.ts puts them in the forms' chunk).
 */
export { ruleMessage, schemaRules, type SchemaRulesOptions, type ToBody } from './forms/schemaRules';
