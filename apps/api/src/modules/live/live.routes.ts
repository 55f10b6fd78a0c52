// The realtime channel's socket (LIVE_SOCKET_PATH): public at the HTTP level, as a browser cannot
// set a header on a WebSocket; the socket is signed in by its first message (live-hub.ts).
import { ErrorCode, LIVE_API, MESSAGES } from '@backoffice/shared';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/errors';
import { PUBLIC } from '../../plugins/access';
import { LiveHub } from './live-hub';
import { liveWakeOf } from './live-wake';

/** Largest message a client may send (a hello is far smaller). */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's realtime sockets. */
    liveHub: LiveHub;
  }
}

async function routes(
  app: FastifyInstance,
  { ctx, handle }: { ctx: AppContext; handle: DatabaseHandle },
) {
  const hub = new LiveHub({
    db: ctx.db,
    tokens: ctx.tokens,
    wake: liveWakeOf(handle, ctx.config.database, ctx.config.redisUrl),
    log: app.log,
    ...ctx.config.live,
  });
  await hub.start();
  app.decorate('liveHub', hub);
  app.addHook('preClose', async () => {
    await hub.close();
  });
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  app.route({
    method: 'GET',
    url: LIVE_API.socket,
    config: { access: PUBLIC },
    // A plain request (no upgrade) is told what the address is for.
    handler: () => {
      throw new AppError(426, ErrorCode.BAD_REQUEST, MESSAGES.liveSocketOnly, undefined, {
        upgrade: 'websocket',
      });
    },
    wsHandler: (socket) => {
      hub.accept(socket);
    },
  });
}

export const liveRoutes = fp(routes, { name: 'live' });
