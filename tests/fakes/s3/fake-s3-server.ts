import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An S3-compatible server on 127.0.0.1 speaking the real wire format for what the app uses:
 * path-style PUT, GET (with Range), HEAD and DELETE of objects, HEAD of a bucket, XML errors,
 * and AWS Signature Version 4 checked on every request (a wrong key is refused as S3 refuses it).
 */
export interface FakeS3 {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; path: string; range?: string }[];
  /** While down, every request is answered 503 SlowDown. */
  setDown(isDown: boolean): void;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function sendError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/** RFC 3986 encoding as SigV4 wants it (S3 does not encode the path twice). */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function verifySignature(
  req: IncomingMessage,
  body: Buffer,
  fake: Pick<FakeS3, 'accessKeyId' | 'secretAccessKey' | 'region'>,
) {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'AccessDenied';
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== fake.accessKeyId || region !== fake.region) return 'InvalidAccessKeyId';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const url = new URL(req.url ?? '/', 'http://fake');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerNames = signedHeaders!.split(';');
  const canonicalHeaders = headerNames
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [req.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${fake.secretAccessKey}`, date!), region!), 's3'), 'aws4_request');
  const expected = hmac(key, toSign);
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? null : 'SignatureDoesNotMatch';
}

export async function startFakeS3(options: { port?: number } = {}): Promise<FakeS3> {
  let isDown = false;
  const fake = {
    bucket: 'mc-files',
    accessKeyId: 'AKIAFAKE0000000000',
    secretAccessKey: 'fake-secret-key-0000000000000000000000',
    region: 'us-east-1',
    objects: new Map<string, { body: Buffer; contentType: string }>(),
    requests: [] as FakeS3['requests'],
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://fake');
      fake.requests.push({ method: req.method ?? '', path: url.pathname, range: req.headers.range });
      if (isDown) return sendError(res, 503, 'SlowDown', 'Please reduce your request rate.');
      const failure = verifySignature(req, body, fake);
      if (failure) return sendError(res, 403, failure, 'The request signature we calculated does not match');
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucket !== fake.bucket) return sendError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) {
        if (req.method === 'HEAD') return void res.writeHead(200).end();
        return sendError(res, 405, 'MethodNotAllowed', 'Not supported by this fake');
      }
      handleObject(req, res, key, body);
    });
  });

  function handleObject(req: IncomingMessage, res: ServerResponse, key: string, body: Buffer) {
    if (req.method === 'PUT') {
      fake.objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return void res.end();
    }
    if (req.method === 'DELETE') {
      fake.objects.delete(key);
      return void res.writeHead(204).end();
    }
    const object = fake.objects.get(key);
    if (!object) {
      if (req.method === 'HEAD') return void res.writeHead(404).end();
      return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
    const size = object.body.length;
    const headers = {
      'content-type': object.contentType,
      etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
      'accept-ranges': 'bytes',
    };
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (req.headers.range && range) {
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
      if (start >= size || end < start)
        return sendError(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
      res.writeHead(206, {
        ...headers,
        'content-length': end - start + 1,
        'content-range': `bytes ${start}-${end}/${size}`,
      });
      return void res.end(req.method === 'HEAD' ? undefined : object.body.subarray(start, end + 1));
    }
    res.writeHead(200, { ...headers, 'content-length': size });
    res.end(req.method === 'HEAD' ? undefined : object.body);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    setDown: (value) => {
      isDown = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
