import type { FastifyInstance } from 'fastify';

export async function commentsRoutes(_app: FastifyInstance) {}
