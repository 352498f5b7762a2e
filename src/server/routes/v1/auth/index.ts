import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthResponse,
  ChangePasswordBody,
  LoginBody,
  LogoutBody,
  RefreshBody,
  RegisterBody,
  TokensResponse,
} from '../../../../shared/api/auth.js';
import { ErrorBody } from '../../../../shared/api/common.js';
import { Player } from '../../../../shared/api/players.js';
import type { Config } from '../../../config.js';
import { changePassword, login, registerPlayer } from '../../../modules/auth/auth.service.js';
import { rotateRefreshToken, signInTokens, signOut } from '../../../modules/auth/token-families.service.js';
import { toPlayer } from '../../../modules/players/players.mapper.js';
import { forgetSignIn } from '../../../modules/push/push.service.js';
import { bearerToken } from '../../../plugins/app/auth.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** /v1/auth: register, login, profile, change password, refresh tokens, logout. */
const authRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  // Per client address; repeated wrong passwords are slowed per (username, client) in login().
  const perIp = { rateLimit: { max: config.authRateLimit, timeWindow: config.authRateWindowMs } };

  app.post(
    '/register',
    {
      config: perIp,
      schema: { tags: ['auth'], summary: 'Create a player account', body: RegisterBody, response: { 201: AuthResponse, ...errors } },
    },
    async (request, reply) => {
      const player = await registerPlayer(app.ctx.db, request.body, app.authSettings, 'PLAYER', request.ip);
      request.log.info({ playerId: player.id }, 'player registered');
      return reply.status(201).send({ player: toPlayer(player, app.files.urlFor), tokens: await signInTokens(app.ctx.db, player, app.authSettings) });
    },
  );

  app.post(
    '/login',
    {
      config: perIp,
      schema: { tags: ['auth'], summary: 'Sign in (operators with TOTP on: also `totp` or `recoveryCode`)', body: LoginBody, response: { 200: AuthResponse, ...errors } },
    },
    async (request) => {
      const player = await login(app.ctx.db, request.body, app.authSettings, request.ip);
      return {
        player: toPlayer(player, app.files.urlFor),
        tokens: await signInTokens(app.ctx.db, player, app.authSettings),
        ...(player.mustChangePassword === 1 ? { mustChangePassword: true } : {}),
      };
    },
  );

  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      config: { allowedBeforePasswordChange: true },
      schema: { tags: ['auth'], summary: "The caller's profile", security: [{ bearer: [] }], response: { 200: Player, 401: ErrorBody } },
    },
    async (request) => toPlayer(request.player, app.files.urlFor),
  );

  app.post(
    '/change-password',
    {
      config: { ...perIp, allowedBeforePasswordChange: true },
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change password (the one call, with the profile, open on a temporary password); every earlier token stops working, new tokens are returned',
        security: [{ bearer: [] }],
        body: ChangePasswordBody,
        response: { 200: TokensResponse, ...errors },
      },
    },
    async (request) => {
      const player = await changePassword(app.ctx, request.player, request.body, app.authSettings, request.ip);
      request.log.info({ playerId: player.id }, 'password changed');
      return { tokens: await signInTokens(app.ctx.db, player, app.authSettings) };
    },
  );

  app.post(
    '/refresh-tokens',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'New tokens for the newest refresh token of a sign-in, which stops working; one used before ends the whole sign-in (401 REFRESH_TOKEN_REUSED)',
        body: RefreshBody,
        response: { 200: TokensResponse, ...errors },
      },
    },
    async (request) => ({ tokens: await rotateRefreshToken(app.ctx, app.loadPlayer, request.body.refreshToken, app.authSettings) }),
  );

  // No per-address limit: only a valid token does anything (end its own sign-in, once), and a
  // sign-out refused behind a busy shared address would leave that sign-in alive.
  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the sign-in of the refresh token sent, else of the bearer access token; its tokens stop working and the Web Push subscriptions made in it are removed',
        security: [{ bearer: [] }],
        body: LogoutBody,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const signIn = await signOut(app.ctx, { refresh: request.body.refreshToken, access: bearerToken(request.headers.authorization) }, app.authSettings);
      // This device stops hearing about the player: the Web Push subscriptions made in this sign-in go.
      if (signIn !== undefined) await forgetSignIn(app.ctx, signIn);
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
