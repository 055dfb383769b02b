// Response schemas of the subscribe-message calls (server/README.md "Subscribe messages").
import { z } from 'zod/mini';

export const subscriptionsSchema = z.array(
  z.looseObject({ templateId: z.string(), scene: z.string(), answer: z.string(), credits: z.catch(z.number(), 0) }),
);
