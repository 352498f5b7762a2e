import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthResponse,
  ChangePasswordBody,
  LoginBody,
  RefreshBody,
  RegisterBody,
  TokensResponse,
} from '../../../../shared/api/auth.js';
import { ErrorBody } from '../../../../shared/api/common.js';
import { Player } from '../../../../shared/api/players.js';
import type { Config } from '../../../config.js';
import { changePassword, issueTokens, login, playerForToken, registerPlayer } from '../../../modules/auth/auth.service.js';
import { toPlayer } from '../../../modules/players/players.mapper.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** /v1/auth: register, login, profile, change password, refresh tokens. */
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
      const player = await registerPlayer(app.ctx.db, request.body, app.authSettings);
      request.log.info({ playerId: player.id }, 'player registered');
      return reply.status(201).send({ player: toPlayer(player, app.files.urlFor), tokens: issueTokens(player, app.authSettings) });
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
        tokens: issueTokens(player, app.authSettings),
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
      const player = await changePassword(app.ctx, request.player, request.body, app.authSettings);
      request.log.info({ playerId: player.id }, 'password changed');
      return { tokens: issueTokens(player, app.authSettings) };
    },
  );

  app.post(
    '/refresh-tokens',
    {
      config: perIp,
      schema: { tags: ['auth'], summary: 'New tokens for a valid refresh token', body: RefreshBody, response: { 200: TokensResponse, ...errors } },
    },
    async (request) => {
      const player = await playerForToken(app.loadPlayer, request.body.refreshToken, 'refresh', app.authSettings);
      return { tokens: issueTokens(player, app.authSettings) };
    },
  );
};

export default authRoutes;
