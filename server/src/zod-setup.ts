/** Chinese validation messages: the client toasts a 400's message as is. Imported once, before any schema runs. */
import { z } from 'zod';

z.config(z.locales.zhCN());
