// Authentication for every route and the socket server: `onRequest: app.authenticate` on a route
// (or as a hook of a route plugin) admits only requests with a valid bearer token of an existing
// account; `app.requireAdmin` additionally requires user_type_id 1.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { USER_TYPE } from '@booknook/api/contract';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { AUTH_MESSAGES, TokenService, bearerToken, resolveJwtSecret, type AuthUser } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** On a public route: a request with a bearer token is authenticated (an invalid one is a 401), one without stays anonymous. */
    identify: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; null on routes that do not require it. */
    user: AuthUser | null;
    /** When the request's token was issued (milliseconds since the epoch); set with `user`. */
    tokenIssuedAt: number | null;
  }
}

export interface AuthPluginOptions {
  db: Kysely<Database>;
  jwtSecret: string | null;
  jwtExpiresInSeconds: number;
}

/** The signed-in user of a request that went through app.authenticate. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  return request.user;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { db, jwtSecret, jwtExpiresInSeconds }) => {
    const tokens = new TokenService(db, await resolveJwtSecret(db, jwtSecret), jwtExpiresInSeconds);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);
    app.decorateRequest('tokenIssuedAt', null);
    const authenticate = async (request: FastifyRequest): Promise<AuthUser> => {
      const session = await tokens.authenticate(bearerToken(request.headers.authorization));
      request.tokenIssuedAt = session.issuedAt;
      return (request.user = session.user);
    };
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await authenticate(request);
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      if (request.headers.authorization !== undefined) request.user = (await tokens.authenticate(bearerToken(request.headers.authorization))).user;
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = request.user ?? (await authenticate(request));
      if (user.user_type_id !== USER_TYPE.admin) throw new HttpError(403, AUTH_MESSAGES.adminOnly);
    });
  },
  { name: 'booknook-auth' },
);
