/**
 * The framework's door for date inputs in forms. Apart from index.ts because they bring MUI's date
 * pickers and date-fns (~90 kB gzip): a screen that imports only the main door never loads them
 * (scripts/vite/firstLoadChunks.ts puts them in the pickers' chunk, which the forms and the filters'
 * date ranges load when they open).
 */
export { DateFormInput, INCOMPLETE_DATE, type DateFormInputProps } from './forms/DateFormInput';
export { DateTimeFormInput, INCOMPLETE_DATE_TIME, type DateTimeFormInputProps } from './forms/DateTimeFormInput';
