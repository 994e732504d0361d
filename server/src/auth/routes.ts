// Sign-up, login and token verification (spec sections 5 and 7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  CreateUserBody,
  CreateUserResponse,
  LoginBody,
  LoginResponse,
  VerifyTokenResponse,
} from '@booknook/api/contract';
import { bearerAuth, errorResponses } from '../http/schemas';
import { formatValidationErrors, type SchemaErrorDataVar } from '../http/validation';
import { createAccount } from '../users/accounts';
import { logIn } from './login';
import { signedInUser } from './plugin';

export const ACCOUNT_CREATED_MESSAGE = 'Account created successfully';

const STEP_ONE_FIELDS = new Set(['username', 'email', 'password']);

/** Sign-up answers a missing step-1 field with the spec's 'All fields are required'. */
function signUpErrorFormatter(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const [first] = errors;
  if (first?.keyword === 'required' && STEP_ONE_FIELDS.has(String(first.params.missingProperty))) {
    return new Error(ACCOUNT_MESSAGES.allFieldsRequired);
  }
  return formatValidationErrors(errors, dataVar);
}

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Login and sign-up attempts allowed per minute and client IP, each.
  const limited = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/auth/create',
    {
      config: limited,
      schemaErrorFormatter: signUpErrorFormatter,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (multipart form; profile_picture optional)',
        consumes: ['multipart/form-data'],
        body: CreateUserBody,
        response: { 201: CreateUserResponse, ...errorResponses(400, 409, 413, 429, 503) },
      },
    },
    async (request, reply) => {
      const { username, email, password, display_name, bio, profile_visibility, profile_picture } = request.body;
      // Named one by one: an account's role is never taken from the request (only create-admin makes an admin).
      const user = await createAccount(app.db, {
        username,
        email,
        password,
        display_name,
        bio,
        profile_visibility,
        // A text part named profile_picture (an empty file input) means "no picture".
        picture: Buffer.isBuffer(profile_picture) ? { bytes: profile_picture, from: { account: null, address: request.ip } } : null,
      });
      return reply.code(201).send({ message: ACCOUNT_CREATED_MESSAGE, user });
    },
  );

  app.post(
    '/auth/login',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Exchange email and password for a bearer token',
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { user, session_version } = await logIn(app.db, request.body.email, request.body.password);
      return { token: app.tokens.sign({ id: user.id, session_version }), user };
    },
  );

  app.post(
    '/auth/verify-token',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Check the bearer token; answers the role of its account',
        security: bearerAuth,
        response: { 200: VerifyTokenResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ valid: true, user_type_id: signedInUser(request).user_type_id }),
  );
};
