// STATUS, sent to every socket on connect: rounds, balance, and the notifications and reads a reconnect missed.
import type { FastifyInstance } from 'fastify';
import { unitsToPoints } from '../../../../shared/money.js';
import { SocketEvent, type StatusPayload } from '../../../../shared/realtime.js';
import type { RoundsSnapshot } from '../../../engine/round-engine.js';
import { balanceOf } from '../../../modules/ledger/ledger.service.js';
import { missedNotifications, readNotificationsSince } from '../../../modules/notifications/notifications.service.js';
import type { ServerSocket } from './types.js';

/** The handshake's `auth.since` (a reconnect: the server time of the client's last STATUS), when it is a time. */
function reconnectedSince(socket: ServerSocket): number | undefined {
  const since: unknown = (socket.handshake.auth as { since?: unknown } | undefined)?.since;
  return typeof since === 'number' && Number.isSafeInteger(since) && since > 0 ? since : undefined;
}

/**
 * The rounds come from the engine's in-memory snapshot (no query per reconnect storm beyond the
 * balance and the missed notifications); nothing is sent until the engine has set its source.
 */
export function statusOnConnect(app: FastifyInstance) {
  let source: (() => Promise<RoundsSnapshot>) | undefined;
  return {
    setSource(next: () => Promise<RoundsSnapshot>): void {
      source = next;
    },
    send(socket: ServerSocket): void {
      if (!source) return;
      const player = socket.data.player;
      source()
        .then(async (status) => {
          const since = reconnectedSince(socket);
          const [now, notifications, read] = await Promise.all([balanceOf(app.ctx.db, player.id), missedNotifications(app.ctx, player, since), readNotificationsSince(app.ctx, player, since)]);
          const payload: StatusPayload = { ...status, balance: unitsToPoints(now?.balance ?? 0), balanceVersion: now?.version ?? 0, notifications, read };
          socket.emit(SocketEvent.STATUS, payload);
          app.metrics.socketEvents.inc({ event: SocketEvent.STATUS });
        })
        .catch((err: unknown) => app.log.error({ err }, 'could not send STATUS'));
    },
  };
}
