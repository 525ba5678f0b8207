#!/usr/bin/env node
// The ceiling of the catalogue benchmark (GUIDE.md section 6): a bare Fastify server with one
// route answering one JSON string it holds, without the platform's hooks, plugins, validation
// or logging — what Fastify itself costs on this machine for the same body.
// Usage: node scripts/bench-ceiling.mjs <route path> <body file> <port>
import fs from 'node:fs';
import Fastify from 'fastify';

const [routePath, bodyFile, port] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile, 'utf8');
const app = Fastify();
app.get(routePath, (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
