import type { Server } from 'node:http';
import { closeGracefully, onTerminate, SHUTDOWN_DEADLINE_MS, SITE_IDS } from '@amb/shared-contracts';
import { closeApp, createApp, warmApp } from './app';
import { ConfigError, loadConfig, type BffConfig } from './config';
import { createHttpServer } from './http/clientError';

function readConfig(): BffConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[bff] Konfiguration ungültig: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = createApp(config);
const host = config.host;
void warmApp(app);

// One listener per site; the port decides the site unless the Host header is mapped (SITE_HOSTS).
const servers: Server[] = [...new Set(SITE_IDS.map((site) => config.ports[site]))].map((port) => {
  const server = createHttpServer(app).listen({ port, host }, () => {
    const sites = SITE_IDS.filter((site) => config.ports[site] === port).join(', ');
    console.log(`[bff] ${sites} auf http://${host ?? 'localhost'}:${port}`);
  });
  server.on('error', (error) => {
    console.error(`[bff] Port ${port} nicht verfügbar: ${error.message}`);
    process.exit(1);
  });
  return server;
});

// Stop accepting, let running requests (and renders) finish, then end the render threads.
onTerminate(
  async () => {
    await closeGracefully(servers);
    await closeApp(app);
  },
  { name: 'bff', hardLimitMs: 2 * SHUTDOWN_DEADLINE_MS },
);
