import type { FastifyInstance } from 'fastify';

export async function forumsRoutes(_app: FastifyInstance) {}
