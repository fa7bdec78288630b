// Ships to browsers. How long an e-mailed link or code works, in words: the e-mails, the sign-up
// message and the verification page say the same (supabase/config.toml otp_expiry, held by a test).
// Relative import with its extension: the e-mail script runs under plain Node.
import { LINK_LIFETIME_SECONDS } from './settings.ts';

/** « 1 heure », « 2 heures », « 30 minutes ». */
export function lifetimeText(seconds: number = LINK_LIFETIME_SECONDS): string {
  if (seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return `${hours}\u00a0heure${hours > 1 ? 's' : ''}`;
  }
  const minutes = Math.round(seconds / 60);
  return `${minutes}\u00a0minute${minutes > 1 ? 's' : ''}`;
}
