import { z } from 'zod';

export const loginBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
  device: z.enum(['OTHERS', 'H5', 'APP', 'PWA']).optional(),
});
