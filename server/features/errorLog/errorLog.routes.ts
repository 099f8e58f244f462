import type { FastifyInstance } from 'fastify';

export async function errorLogRoutes(_app: FastifyInstance) {}
