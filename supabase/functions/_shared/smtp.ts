// The SMTP transport of the functions that send mail (notify-staff, questionnaire-reminders), from the
// secrets SMTP_HOST, SMTP_PORT and the optional SMTP_USER / SMTP_PASSWORD (docs/operations.md).
import nodemailer from 'npm:nodemailer@^10.6.0';

export function smtpTransport() {
  const env = (name: string) => Deno.env.get(name) ?? '';
  const port = Number(env('SMTP_PORT'));
  const host = env('SMTP_HOST');
  return nodemailer.createTransport({
    host,
    port,
    // 465: TLS from the first byte; any other port must upgrade with STARTTLS, except on loopback (tests).
    secure: port === 465,
    requireTLS: port !== 465 && !['127.0.0.1', '::1', 'localhost'].includes(host),
    auth: Deno.env.get('SMTP_USER')
      ? { user: env('SMTP_USER'), pass: env('SMTP_PASSWORD') }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
