/**
 * `npm run check:weapp`: reads the built mini program (dist/weapp, or WARE_OUT_DIR/weapp) and fails on what WeChat's
 * review or runtime would refuse (scripts/lib/weapp-check.ts). Part of the `mini` layer of `npm test`.
 */
import path from 'node:path';

import { checkWeapp } from './lib/weapp-check';

const dir = path.resolve(__dirname, '..', process.env.WARE_OUT_DIR ?? 'dist', 'weapp');
const problems = checkWeapp(dir);
for (const problem of problems) console.error(`weapp check: ${problem}`);
if (problems.length > 0) process.exit(1);
console.log(`weapp check: ${path.relative(process.cwd(), dir) || dir} passes (declarations, share handlers, packages, sizes)`);
