/**
 * The API process's effects dispatcher (server/effects): registered for `app.db` once the socket.io
 * server, the queues and the user-changed signal exist, unregistered when the app closes. Services
 * that record effects on `app.db`'s transactions then have them published after their commit,
 * whoever called them.
 */
import fp from 'fastify-plugin';
import { registerDispatcher } from '../effects/commit.ts';
import { createDispatcher } from '../effects/dispatcher.ts';

export const effectsPlugin = fp(
  async (app) => {
    const unregister = registerDispatcher(
      app.db,
      createDispatcher({ sockets: app.io, db: app.db, userChanged: (userId) => app.userChanged(userId), queues: app.queues, log: app.log }),
    );
    app.addHook('onClose', async () => unregister());
  },
  { name: 'effects', dependencies: ['db', 'realtime', 'queues', 'auth'] },
);
