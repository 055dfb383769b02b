import { z } from 'zod/mini';

// zod 4 probes `new Function` unless told not to, and WeChat mini programs forbid it. This module is imported
// first by app.ts (and by tests) so the setting is in place before any schema is defined.
z.config({ jitless: true });
z.config(z.locales.zhCN());
