import type { Access } from '#shared/auth/access';

/** A route as the route table lists it: who may call it and what it declares (plugins/access.ts fills it). */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** The area that registered the route (`platform` for the app's own: health, ready, pages). */
  area?: string;
  /**
   * The route's schemas (zod), as declared: what the route fuzz builds input from and what the API
   * contract (`/api/docs`) describes. `response` maps a status code to its schema.
   */
  schema: { body?: unknown; querystring?: unknown; params?: unknown; response?: Record<string, unknown> };
  /** A multipart body, as the route declares it in `config.upload` (it parses its own body). */
  upload?: UploadDeclaration;
  /** `config.produces`: the media types of a non-JSON answer. */
  produces?: readonly string[];
}

/** The parts of a multipart request, for the API contract: file fields and text fields by name. */
export interface UploadDeclaration {
  files: readonly string[];
  fields?: readonly string[];
}
