import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '#server/config/env';

const messageOf = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('settings of jobs, mail and file storage', () => {
  it('have working defaults: local files, the outbox, two job handlers', () => {
    expect(parseEnv({})).toMatchObject({
      JOB_CONCURRENCY: 2,
      JOB_POLL_MS: 1000,
      JOB_DRAIN_SECONDS: 15,
      MAIL_FROM: 'Mission Control <no-reply@localhost>',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
  });

  it('read a full S3 and SMTP set-up', () => {
    const env = parseEnv({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'shop@example.com',
      S3_BUCKET: 'mc-files',
      S3_ENDPOINT: 'https://minio.example.com',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
      JOB_CONCURRENCY: '4',
    });
    expect(env).toMatchObject({ S3_BUCKET: 'mc-files', S3_FORCE_PATH_STYLE: true, JOB_CONCURRENCY: 4 });
  });

  it('stop start-up with a clear message on a bad or incomplete value', () => {
    expect(messageOf({ SMTP_URL: 'http://mail.example.com' })).toContain(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect(messageOf({ MAIL_FROM: 'nobody' })).toContain('MAIL_FROM: must be an address');
    expect(messageOf({ S3_BUCKET: 'mc-files' })).toContain(
      'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
    );
    expect(messageOf({ S3_ENDPOINT: 'https://s3.example.com' })).toContain(
      'S3_BUCKET: is required when other S3_ settings are set',
    );
    expect(messageOf({ S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toContain(
      'S3_BUCKET: must be a bucket name',
    );
    expect(messageOf({ JOB_CONCURRENCY: '0' })).toContain('JOB_CONCURRENCY');
    expect(messageOf({ JOB_DRAIN_SECONDS: '30' })).toContain(
      'JOB_DRAIN_SECONDS: must be shorter than SHUTDOWN_TIMEOUT_SECONDS',
    );
  });
});
