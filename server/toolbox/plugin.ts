/**
 * The photo toolbox (issue 15): conversion, optimisation, images to PDF, downloads and the
 * print-resolution advisor under /web-api/toolbox-*. Its multipart parser lives only in here.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { capabilities } from './capabilities';
import { IpSlots } from './ip-slots';
import { createToolboxPool } from './pool';
import type { PrintProducts } from './print-products';
import { ResultStore } from './result-store';
import { toolboxRoutes } from './routes';
import type { ToolboxSettings } from './settings';
import { WorkBudget } from './work-budget';

export interface ToolboxPluginOptions {
  settings: ToolboxSettings;
  printProducts: PrintProducts;
  /** The per-client work accounting; made from settings.workBudget when absent (tests pass theirs to read it). */
  budget?: WorkBudget;
}

export const toolboxPlugin: FastifyPluginAsync<ToolboxPluginOptions> = async (app, opts) => {
  const { settings } = opts;
  await app.register(multipart, {
    limits: {
      fileSize: settings.maxFileBytes,
      files: settings.maxFiles,
      fields: 10,
      fieldSize: 1024,
      parts: settings.maxFiles + 10,
      headerPairs: 50,
    },
  });
  const store = await ResultStore.open(settings.dir, settings.ttlMs);
  store.startSweeping(Math.max(1_000, Math.min(60_000, Math.floor(settings.ttlMs / 4))));
  const pool = createToolboxPool(settings.workers, settings.maxQueued);
  app.addHook('onClose', async () => {
    store.stop();
    await pool.close();
  });
  await app.register(toolboxRoutes, {
    settings,
    capabilities: await capabilities(),
    pool,
    store,
    slots: new IpSlots(settings.uploadsPerIp),
    budget: opts.budget ?? new WorkBudget(settings.workBudget),
    printProducts: opts.printProducts,
  });
};
