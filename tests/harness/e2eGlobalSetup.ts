import type { TestProject } from 'vitest/node';
import { startApp } from './app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app behind `vite preview`, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The fake API's /api/v1 base the app's /api proxy points at. */
    apiUrl: string;
  }
}

/** One app (fake API + preview of dist) for the whole browser suite; each flow gets a clean browser context. */
export default async function setup(project: TestProject) {
  const app = await startApp();
  project.provide('baseUrl', app.baseUrl);
  project.provide('apiUrl', app.apiUrl);
  return () => app.close();
}
