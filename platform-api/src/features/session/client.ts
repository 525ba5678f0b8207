import type { FastifyRequest } from 'fastify';
import { clientIdOf } from '../captcha/client-id.js';
import type { LoginClient } from './brute-force.js';

export function loginClient(request: FastifyRequest): LoginClient {
  return {
    ip: request.ip,
    clientId: clientIdOf(request),
    userAgent: request.headers['user-agent'],
  };
}
