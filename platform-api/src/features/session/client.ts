import type { FastifyRequest } from 'fastify';
import { clientIdOf } from '../captcha/index.js';
import type { LoginClient } from './brute-force.js';

export function loginClient(request: FastifyRequest): LoginClient {
  return {
    ip: request.ip,
    clientId: clientIdOf(request),
    userAgent: request.headers['user-agent'],
  };
}
