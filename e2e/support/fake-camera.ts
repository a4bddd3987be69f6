import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { code128Bars } from '#shared/labels/label-barcode';

/**
 * A Y4M video (what Chromium's fake camera plays) of a Code 128 of `digits`: black bars on white,
 * 4 pixels per module, centred in a 640 × 480 frame, repeated. Answers the file's path.
 */
export function writeBarcodeVideo(digits: string): string {
  const width = 640;
  const height = 480;
  const { modules, bars } = code128Bars(digits);
  const scale = 4;
  const left = Math.floor((width - modules * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 140; y < 340; y++)
    for (const bar of bars)
      luma.fill(16, y * width + left + bar.x * scale, y * width + left + (bar.x + bar.width) * scale);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(tmpdir(), `mc-scan-${digits}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]),
  );
  return file;
}

/** Chromium as playwright.config.ts launches it, with a fake camera playing `video`. */
export const chromiumWithCamera = (video: string) => ({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ],
});
