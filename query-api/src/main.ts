import { devMailboxStatus } from '@decorlook/infra/config';
import { runStandalone } from '@decorlook/infra/standalone';
import { queryApiApp } from './app';
import { attachRealtime } from './realtime/index';

/** query-api alone: `npm run start -w query-api` (PORT, default 3002). */
void runStandalone('query-api', 3002, async (platform) => {
  console.log(`query-api      ${devMailboxStatus(platform.settings)}`);
  // The realtime sockets on the same port (the gateway forwards /socket.io here).
  return { app: queryApiApp(platform), attach: (server) => attachRealtime(server, platform) };
}).catch((err) => {
  console.error(`query-api could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
