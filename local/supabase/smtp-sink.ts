// An SMTP server on loopback that keeps every message it accepts (smtp-server), parsed with mailparser
// as a mail client would read it, and can refuse the next messages to test retries.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: who the server was told to deliver to, whatever the headers say. */
  envelope: { from: string; to: string[] };
  /** The message exactly as received. */
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  host: string;
  port: number;
  mails: ReceivedMail[];
  /** Answers the next `count` messages with a temporary failure (451), as a busy relay would. */
  refuseNext(count: number): void;
  /** Resolves once at least `count` mails arrived; rejects after `timeoutMs` with how many did. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/** `onMail`: called with each message accepted (npm run dev:local prints the staff's e-mails). */
export async function startSmtpSink(onMail?: (mail: ReceivedMail) => void): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          const error = Object.assign(new Error('Service temporarily unavailable'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            mails.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              raw,
              parsed,
            });
            onMail?.(mails.at(-1)!);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    mails,
    refuseNext(count) {
      refusals = count;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `SMTP sink: ${mails.length} mail(s) after ${timeoutMs} ms, expected ${count}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mails;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
