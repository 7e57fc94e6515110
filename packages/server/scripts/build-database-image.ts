// `npm run build` (root) → `npm run build -w @lonsam/server`: writes the PGlite database image that a
// new DATA_DIR starts from (src/db/database-image.ts): initdb and every migration, done once here
// instead of at each installation's first start. Output: packages/server/dist/database-image/.
import { buildDatabaseImage, DATABASE_IMAGE_DIR } from '../src/db/database-image.ts';

const startedAt = performance.now();
const manifest = await buildDatabaseImage(DATABASE_IMAGE_DIR);
console.log(
  `Database image: ${manifest.migrations.length} migrations, PGlite ${manifest.pgliteVersion}, in ${DATABASE_IMAGE_DIR} (${Math.round(performance.now() - startedAt)} ms)`,
);
