import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startTempFolders } from '../storage/temp-files.js';

/**
 * Claims this process's temp folder under DATA_DIR/tmp and removes, before the app serves anything, the temp folders
 * that killed processes left there (an album's ~290 MB for a 10 h album); again every minute (docs/decisions/068).
 */
export default fp(
  async function tempSweeper(app: FastifyInstance) {
    const temp = await startTempFolders(app.deps.config.dataDir, app.log);
    app.addHook('onClose', async () => temp.close());
  },
  { name: 'temp-sweeper', dependencies: ['deps'] },
);
