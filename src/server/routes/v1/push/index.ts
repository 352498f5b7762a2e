import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../shared/api/common.js';
import {
  PushKeyResponse,
  PushPreferencesBody,
  PushPreferencesResponse,
  PushSubscriptionBody,
  PushSubscriptionResponse,
  PushUnsubscribeBody,
  PushUnsubscribeResponse,
} from '../../../../shared/api/push.js';
import type { Config } from '../../../config.js';
import { pushPreferences, setPushPreferences, subscribe, unsubscribe } from '../../../modules/push/push.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * /v1/push: Web Push (issue 32). The VAPID key for anyone; a player's own devices and choices
 * (operators are not players: 403 OPERATOR_ACCOUNT). A player keeps PUSH_DEVICES_MAX devices at
 * most, so no one fills the table however often they post.
 */
const pushRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { vapid, endpointAllowlist } = config.push;

  app.get(
    '/key',
    { schema: { tags: ['push'], summary: 'The VAPID public key to subscribe with (applicationServerKey)', response: { 200: PushKeyResponse } } },
    async () => ({ publicKey: vapid.publicKey }),
  );

  app.post(
    '/subscriptions',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['push'],
        summary: "This device's PushSubscription (as the browser gives it): kept for the caller, tied to this sign-in; an endpoint another player had moves to the caller",
        security: [{ bearer: [] }],
        body: PushSubscriptionBody,
        response: { 201: PushSubscriptionResponse, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await subscribe(app.ctx, request.player, request.claims.fam, endpointAllowlist, request.body)),
  );

  app.delete(
    '/subscriptions',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['push'],
        summary: "Remove this device (the caller's own only): `removed` false when the caller had none by this endpoint",
        security: [{ bearer: [] }],
        body: PushUnsubscribeBody,
        response: { 200: PushUnsubscribeResponse, ...errors },
      },
    },
    async (request) => unsubscribe(app.ctx, request.player, request.body.endpoint),
  );

  app.get(
    '/preferences',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['push'],
        summary: "What the caller's devices hear about (money, verification, notices on and bet results off until chosen), and how many devices",
        security: [{ bearer: [] }],
        response: { 200: PushPreferencesResponse, ...errors },
      },
    },
    async (request) => pushPreferences(app.ctx, request.player),
  );

  app.put(
    '/preferences',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['push'],
        summary: 'Set every choice at once; answers them with the device count',
        security: [{ bearer: [] }],
        body: PushPreferencesBody,
        response: { 200: PushPreferencesResponse, ...errors },
      },
    },
    async (request) => setPushPreferences(app.ctx, request.player, request.body),
  );
};

export default pushRoutes;
