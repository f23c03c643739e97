// Starts the server from the environment (see server/README.md): `npx tsx server/src/main.ts`.
import { buildApp, databaseName } from './app';
import { readEnv } from './config';

async function main(): Promise<void> {
  const env = readEnv();
  const app = await buildApp({
    dbFile: env.dbFile,
    databaseUrl: env.databaseUrl,
    apiKey: env.apiKey,
    seedItems: env.seedItems,
    distDir: env.distDir,
    logger: true,
    logLevel: env.logLevel,
    publicApiBaseUrl: env.publicApiBaseUrl,
    publicImageHost: env.publicImageHost,
    publicMapTileUrl: env.publicMapTileUrl,
    publicSocialLinks: env.publicSocialLinks,
    publicSiteOrigin: env.publicSiteOrigin,
    shopOrigins: env.shopOrigins,
    adminToken: env.adminToken,
    trustProxy: env.trustProxy,
    paymentWindowMs: env.paymentWindowMs,
    maxUnitsPerLine: env.maxUnitsPerLine,
    unverifiedHoldUnitsPerAddress: env.unverifiedHoldUnitsPerAddress,
    timeouts: env.timeouts,
    renderer: env.renderer,
    renderTimeoutMs: env.renderTimeoutMs,
    pageCache: env.pageCache,
    pageSharing: env.pageSharing,
    reportsKept: env.reportsKept,
    hashing: env.hashing,
    pictureDrawing: env.pictureDrawing,
    sms: env.sms,
    codVerify: env.codVerify,
    smsBudget: env.smsBudget,
    orderTextQuietHours: env.orderTextQuietHours,
    orderTextSweepMs: env.orderTextSweepMs,
    queueCallsPerMinute: env.queueCallsPerMinute,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ host: env.host, port: env.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  const shown = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  // Printed even at LOG_LEVEL=warn, so a script can wait for it.
  console.log(`Metal Merch shop listening on http://${shown}:${port} (database ${databaseName(env)})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
