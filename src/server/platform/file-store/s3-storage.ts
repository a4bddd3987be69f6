import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { BlobStorage } from './port';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const PREFIX = 'files/';

/** An S3-compatible bucket through the AWS SDK (ADR 012); objects live under `files/<id>`. */
export function createS3Storage(options: S3StorageOptions): BlobStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
    // default trailing checksums on streamed uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = options.bucket;
  const target = `${options.endpoint ?? 'AWS'} bucket ${Bucket}`;
  return {
    name: 's3',
    async put(key, source) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: PREFIX + key,
          Body: createReadStream(source.path),
          ContentLength: source.size,
          ContentType: source.contentType,
        }),
      );
    },
    async read(key, range) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: PREFIX + key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered no body for ${key}`);
      return answer.Body;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: PREFIX + key }));
    },
    async checkConnection() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return { connected: true, adapter: 's3', message: `Storing files in ${target}` };
      } catch (error) {
        const name = (error as Error).name || 'Error';
        return { connected: false, adapter: 's3', message: `${target} is not answering: ${name}` };
      }
    },
  };
}
