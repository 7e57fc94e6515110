// The baseline for bench/health.ts: Fastify with nothing but one route answering {}.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({}));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
