// The request and response shapes of every call, read from the server's route schemas through the
// generated src/api/generated/api-schema.ts (`npm run api:types`). Nothing here is written by hand
// but the plumbing: a path the server does not serve, a method it does not take, or a body field it
// does not know is a type error in the app.
import type { paths } from './generated/api-schema.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every path the server serves, relative to the API base ('/api'), as the app writes it. */
type ApiPath = keyof paths extends infer Full ? (Full extends `/api${infer Path}` ? Path : never) : never;

type Operation<P extends ApiPath, M extends HttpMethod> = paths[`/api${P}`][Lowercase<M>];

/** The methods `path` answers. */
type MethodOf<P extends ApiPath> = {
  [M in HttpMethod]: [Operation<P, M>] extends [never | undefined] ? never : M;
}[HttpMethod];

/** One call of the API: a path and a method the server serves it with. */
export type Endpoint = { [P in ApiPath]: { readonly method: MethodOf<P>; readonly path: P } }[ApiPath];

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body `endpoint` takes (undefined when it takes none). */
export type RequestOf<E extends Endpoint> =
  Operation<E['path'], E['method']> extends { requestBody: infer Body }
    ? JsonContent<Body>
    : Operation<E['path'], E['method']> extends { requestBody?: infer Body }
      ? JsonContent<Body> | undefined
      : undefined;

/** The query string `endpoint` takes (never when it takes none). */
export type QueryOf<E extends Endpoint> =
  Operation<E['path'], E['method']> extends { parameters: { query: infer Query } } ? Query : never;

/** The JSON of `endpoint`'s 200 answer. */
export type ResponseOf<E extends Endpoint> =
  Operation<E['path'], E['method']> extends { responses: { 200: infer Ok } } ? JsonContent<Ok> : never;
