// json-server 0.17 ships no types (docs/stack.md); only the library entry points we use are declared.
declare module 'json-server' {
  import type { Express, RequestHandler } from 'express';

  const jsonServer: {
    create(): Express;
    bodyParser: RequestHandler[];
    defaults(opts?: Record<string, unknown>): RequestHandler[];
  };
  export = jsonServer;
}
