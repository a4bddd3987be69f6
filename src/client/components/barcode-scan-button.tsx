import { ScanLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cameraProblemOf, createFrameReader } from '../lib/barcode-reader';
import { toast } from '../lib/use-toast';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

const FRAME_INTERVAL_MS = 150;

/**
 * Scan instead of type: opens the camera and hands the first UPC, EAN or Code 128 it reads to
 * `onDetected`. A handheld scanner needs none of this: it types into the box and presses Enter.
 */
export function BarcodeScanButton({
  onDetected,
  label = 'Scan barcode',
}: {
  onDetected(code: string): void;
  label?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    const stop = () => {
      isStopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const fail = (error: unknown) => {
      stop();
      setIsOpen(false);
      toast({ title: 'Camera unavailable', description: cameraProblemOf(error), variant: 'destructive' });
    };
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('no camera'), { name: 'NoCamera' });
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const read = await createFrameReader();
        const video = videoRef.current;
        if (isStopped || !video) return stop();
        video.srcObject = stream;
        await video.play();
        const tick = async () => {
          if (isStopped) return;
          const code = await read(video).catch(() => null);
          if (code && !isStopped) {
            stop();
            setIsOpen(false);
            onDetected(code);
            return;
          }
          timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
        };
        void tick();
      } catch (error) {
        if (!isStopped) fail(error);
      }
    })();
    return stop;
  }, [isOpen, onDetected]);

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="icon"
        onClick={() => setIsOpen(true)}
        aria-label={label}
        title={label}
      >
        <ScanLine aria-hidden="true" />
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Scan a barcode</DialogTitle>
            <DialogDescription>Hold the barcode inside the frame; the search starts by itself.</DialogDescription>
          </DialogHeader>
          <video
            ref={videoRef}
            className="aspect-video w-full rounded-md bg-black object-cover"
            muted
            playsInline
            aria-label="Camera"
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
